/**
 * One 스펙 관리 section (학력, 어학, 자격증, 수상, 대외활동·인턴): its entries with 수정 and 삭제 (a confirm step), and
 * the add form below them while the section is under its bound. A save or delete refreshes the section and the
 * overview's completeness (careerSpecKeys.all).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { addCareerSpec, type CareerSpecEntry, deleteCareerSpec, updateCareerSpec } from '../../api/career-specs-api';
import { LoadingState, QueryError } from '../../ui/query-state';
import { toast } from '../../toast/toast-provider';
import { ButtonBase } from '../../ui/button';
import { Card } from '../../ui/page-layout';
import { browserPortalClient } from '../../api/portal-client';
import { CareerSpecForm } from './career-spec-form';
import { SECTION_CODES, SPEC_PAGE_SECTION_LABELS, type SpecEntrySection } from '../../career-specs/career-spec-labels';
import { emptySpecValues, isScoreOlderThanTwoYears, specInputOf, specValuesOf, summarizeSpec } from './career-spec-page-state';
import { careerSpecKeys, careerSpecQueries } from './career-spec-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';

export function CareerSpecSection({ section }: { section: SpecEntrySection }) {
  const queryClient = useQueryClient();
  const list = useQuery(careerSpecQueries.section(browserPortalClient, SECTION_CODES[section]));
  const [editingId, setEditingId] = useState<string | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  // A new key gives the add form fresh, empty values after a save.
  const [addFormKey, setAddFormKey] = useState(0);
  const label = SPEC_PAGE_SECTION_LABELS[section];
  const refresh = () => queryClient.invalidateQueries({ queryKey: careerSpecKeys.all });

  const remove = useMutation({
    mutationFn: (id: string) => deleteCareerSpec(browserPortalClient, id),
    onSuccess: async () => {
      setConfirmingId(null);
      toast('삭제했어요.', 'success');
      await refresh();
    },
    onError: (error) => toast(graphqlErrorMessage(error, '삭제하지 못했어요. 잠시 후 다시 시도해주세요.'), 'error'),
  });

  if (list.isPending) return <LoadingState />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const { nodes, maxCount } = list.data;
  const now = new Date();

  return (
    <Section aria-labelledby={`spec-${section}-heading`} data-testid={`spec-section-${section}`}>
      <Heading id={`spec-${section}-heading`}>
        {label} <small>({nodes.length}/{maxCount})</small>
      </Heading>
      {nodes.length === 0 ? (
        <Empty>아직 등록한 {label} 항목이 없어요. 아래에서 추가해보세요.</Empty>
      ) : (
        <List aria-label={`${label} 목록`} data-testid="spec-entries">
          {nodes.map((entry: CareerSpecEntry) => {
            if (editingId === entry.id) {
              return (
                <li key={entry.id}>
                  <CareerSpecForm
                    section={section}
                    initial={specValuesOf(section, entry)}
                    title={`${label} 수정`}
                    submitLabel="수정 저장"
                    linkedPostingTitle={entry.postingId ? (entry.activity?.title ?? null) : null}
                    onCancel={() => setEditingId(null)}
                    onSubmit={async (values) => {
                      await updateCareerSpec(browserPortalClient, entry.id, specInputOf(section, values));
                      setEditingId(null);
                      toast('수정했어요.', 'success');
                      await refresh();
                    }}
                  />
                </li>
              );
            }
            const summary = summarizeSpec(section, entry);
            const stale = section === 'language' && entry.language && isScoreOlderThanTwoYears(entry.language.takenOn, now);
            return (
              <Entry as="li" key={entry.id} data-testid="spec-entry">
                <div>
                  <EntryTitle>{summary.title}</EntryTitle>
                  {summary.detail ? <Detail>{summary.detail}</Detail> : null}
                  <When>{summary.when}</When>
                  {section === 'activity' && entry.postingId ? <Tag>스크랩 공고 연결</Tag> : null}
                  {stale ? (
                    <Warning role="note" data-testid="stale-score">
                      취득일로부터 2년이 지난 점수입니다
                    </Warning>
                  ) : null}
                  {(section === 'award' || section === 'activity') && (entry.award?.description || entry.activity?.description) ? (
                    <Description>{entry.award?.description || entry.activity?.description}</Description>
                  ) : null}
                </div>
                {confirmingId === entry.id ? (
                  <Buttons role="group" aria-label="삭제 확인">
                    <span>이 항목을 삭제할까요?</span>
                    <ButtonBase type="button" onClick={() => setConfirmingId(null)}>
                      취소
                    </ButtonBase>
                    <DangerButton type="button" disabled={remove.isPending} onClick={() => remove.mutate(entry.id)}>
                      {remove.isPending ? '삭제하는 중…' : '삭제'}
                    </DangerButton>
                  </Buttons>
                ) : (
                  <Buttons>
                    <ButtonBase type="button" aria-label={`${summary.title} 수정`} onClick={() => setEditingId(entry.id)}>
                      수정
                    </ButtonBase>
                    <ButtonBase type="button" aria-label={`${summary.title} 삭제`} onClick={() => setConfirmingId(entry.id)}>
                      삭제
                    </ButtonBase>
                  </Buttons>
                )}
              </Entry>
            );
          })}
        </List>
      )}
      {nodes.length >= maxCount ? (
        <Empty role="status">
          {label} 항목은 {maxCount}개까지 등록할 수 있어요. 새로 추가하려면 기존 항목을 삭제해주세요.
        </Empty>
      ) : (
        <CareerSpecForm
          key={addFormKey}
          section={section}
          initial={emptySpecValues(section)}
          title={`${label} 추가`}
          submitLabel="추가"
          onSubmit={async (values) => {
            await addCareerSpec(browserPortalClient, specInputOf(section, values));
            setAddFormKey((k) => k + 1);
            toast('저장했어요.', 'success');
            await refresh();
          }}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 16px;
  margin-top: 24px;
`;

const Heading = styled.h2`
  font-size: 20px;
  font-weight: 800;
  small {
    font-size: 14px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Empty = styled.p`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
`;

const Entry = styled(Card)`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 16px;
  padding: 16px;
  > div:first-child {
    display: grid;
    gap: 4px;
    min-width: 0;
  }
`;

const EntryTitle = styled.h3`
  font-size: 16px;
  font-weight: 800;
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  font-size: 14px;
`;

const When = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Tag = styled.span`
  justify-self: start;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => `${theme.colors.primary}14`};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 12px;
  font-weight: 700;
`;

const Warning = styled.p`
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.warn};
`;

const Description = styled.p`
  margin-top: 4px;
  font-size: 14px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 6px;
  span {
    font-size: 14px;
  }
`;

const DangerButton = styled(ButtonBase)`
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;
