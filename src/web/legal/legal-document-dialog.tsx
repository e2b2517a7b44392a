/** The 보기 of a sign-up agreement: the document in force in a dialog, so what was typed in the form stays. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { LegalDocumentKind } from '../api/legal-documents-api';
import { getBrowserCbtClient } from '../session/browser-client';
import { PrimaryButton } from '../ui/button';
import { DialogPanel } from '../ui/confirm-dialog';
import { LoadingState, QueryError } from '../ui/query-state';
import { effectiveDay, LegalArticles } from './legal-document-body';
import { legalQueries } from './legal-queries';

export function LegalDocumentDialog({ kind, label, onClose }: { kind: LegalDocumentKind; label: string; onClose: () => void }) {
  const doc = useQuery(legalQueries.document(getBrowserCbtClient(), kind, null));
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Panel role="dialog" aria-modal="true" aria-labelledby="legal-dialog-title" data-testid="legal-document-dialog">
      <h2 id="legal-dialog-title">{doc.data?.title ?? label}</h2>
      {doc.data ? <Muted>시행일 {effectiveDay(doc.data.effectiveDate)}</Muted> : null}
      <Scroll tabIndex={0} aria-label={`${label} 내용`}>
        {doc.isPending ? <LoadingState /> : null}
        {doc.isError ? <QueryError error={doc.error} onRetry={() => void doc.refetch()} /> : null}
        {doc.data ? <LegalArticles articles={doc.data.articles} headingLevel={3} /> : null}
      </Scroll>
      <PrimaryButton ref={closeRef} type="button" onClick={onClose}>
        닫기
      </PrimaryButton>
    </Panel>
  );
}

const Panel = styled(DialogPanel)`
  max-width: 560px;
  display: grid;
  gap: 12px;
  h2 {
    font-size: 18px;
    font-weight: 800;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Scroll = styled.div`
  max-height: min(60vh, 480px);
  overflow-y: auto;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 14px;
`;
