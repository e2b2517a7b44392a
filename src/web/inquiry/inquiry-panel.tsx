/**
 * Customer inquiry panel (spec §4, §5, §9): a floating form with email, body and up to 3 images that are
 * compressed and uploaded as soon as they are picked; sent with createSuggestion. It can be minimized to a
 * bar that keeps what was typed. The state lives in use-inquiry-form.ts and use-inquiry-attachments.ts. A logged-in
 * member also gets 내 문의 내역 (ADR 30): their inquiries with the operators' answers.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '../session/use-current-user';
import { useInquiryPanel } from './inquiry-context';
import { InquiryFormFields } from './inquiry-form';
import { IconButton } from './inquiry-styles';
import { MyInquiryList } from './my-inquiry-list';
import { useInquiryForm } from './use-inquiry-form';

export function InquiryPanel() {
  const panel = useInquiryPanel();
  if (!panel?.open) return null;
  return <InquiryPanelBody />;
}

function InquiryPanelBody() {
  const panel = useInquiryPanel()!;
  const form = useInquiryForm({ onSent: panel.closePanel });
  const ids = useId();
  const { user } = useCurrentUser();
  const [view, setView] = useState<'write' | 'mine'>('write');

  if (panel.minimized) {
    return (
      <MinimizedBar data-testid="inquiry-panel" data-state="minimized">
        <BarButton type="button" onClick={() => panel.setMinimized(false)} aria-label={`${form.title} 펼치기`}>
          <span data-testid="inquiry-minimized-title">{form.title}</span>
        </BarButton>
        <IconButton type="button" aria-label="고객문의 닫기" onClick={panel.closePanel}>
          ×
        </IconButton>
      </MinimizedBar>
    );
  }

  return (
    <Panel data-testid="inquiry-panel" data-state="expanded" role="dialog" aria-labelledby={`${ids}-title`}>
      <PanelHeader>
        <h2 id={`${ids}-title`}>고객문의</h2>
        <IconButton type="button" aria-label="고객문의 최소화" onClick={() => panel.setMinimized(true)}>
          –
        </IconButton>
        <IconButton type="button" aria-label="고객문의 닫기" onClick={panel.closePanel}>
          ×
        </IconButton>
      </PanelHeader>
      {user ? (
        <Tabs role="tablist" aria-label="고객문의 보기">
          <Tab type="button" role="tab" id={`${ids}-write-tab`} aria-selected={view === 'write'} aria-controls={`${ids}-view`} onClick={() => setView('write')}>
            문의하기
          </Tab>
          <Tab type="button" role="tab" id={`${ids}-mine-tab`} aria-selected={view === 'mine'} aria-controls={`${ids}-view`} onClick={() => setView('mine')}>
            내 문의 내역
          </Tab>
        </Tabs>
      ) : null}
      <div id={`${ids}-view`} role={user ? 'tabpanel' : undefined} aria-labelledby={user ? `${ids}-${view}-tab` : undefined}>
        {/* The form's state lives in this body, so switching to the list and back keeps what was typed. */}
        {user && view === 'mine' ? <MyInquiryList pageSize={MY_INQUIRIES_IN_PANEL} compact /> : <InquiryFormFields form={form} />}
      </div>
    </Panel>
  );
}

/** The latest few: the panel is a small overlay; the whole history pages on the member's own page. */
const MY_INQUIRIES_IN_PANEL = 5;

const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex: 1;
  padding: 10px 8px;
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 700;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Panel = styled.section`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 1400;
  width: 380px;
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.24);
  @media (max-width: 1023px) {
    right: 16px;
    bottom: 76px;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  h2 {
    flex: 1;
    font-size: 16px;
  }
`;

const MinimizedBar = styled.div`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 1400;
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 8px 0 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.2);
  @media (max-width: 1023px) {
    right: 16px;
    bottom: 76px;
  }
`;

const BarButton = styled.button`
  padding: 12px 8px 12px 20px;
  border: 0;
  background: none;
  color: inherit;
  font-weight: 700;
`;
