/**
 * The editor's 버전 기록: the kept versions, newest first, with their KST times; 비교 shows a kept
 * version against the text on screen (a word diff per field, removed struck through, added underlined), 복원 brings
 * it back after a confirm (a new save, itself kept, so it can be undone).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import type { CoverLetterSnapshot, CoverLetterVersion } from '../../api/cover-letters-api';
import { LoadingState, QueryError } from '../../ui/query-state';
import { useModal } from '../../modal/modal-provider';
import { ButtonBase } from '../../ui/button';
import { browserPortalClient } from '../../api/portal-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { CoverLetterDraft } from './cover-letter-draft';
import { coverLetterQueries, UNTITLED_COVER_LETTER } from './cover-letter-queries';
import { type DiffPart, diffWords, hasChanges } from './text-diff';
import { coverLetterMessages } from './cover-letter-messages';

function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <DiffBox data-testid="diff-text">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : (
          <del key={index}>{part.text}</del>
        ),
      )}
    </DiffBox>
  );
}

function Comparison({ snapshot, current }: { snapshot: CoverLetterSnapshot; current: CoverLetterDraft }) {
  const count = Math.max(snapshot.questions.length, current.questions.length);
  const fields: { label: string; parts: DiffPart[] }[] = [
    { label: '제목', parts: diffWords(snapshot.title, current.title) },
    { label: '회사', parts: diffWords(snapshot.company, current.company) },
    { label: '직무', parts: diffWords(snapshot.job, current.job) },
  ];
  for (let i = 0; i < count; i += 1) {
    const before = snapshot.questions[i];
    const after = current.questions[i];
    fields.push({ label: `문항 ${i + 1} 질문`, parts: diffWords(before?.question ?? '', after?.question ?? '') });
    fields.push({ label: `문항 ${i + 1} 답변`, parts: diffWords(before?.answer ?? '', after?.answer ?? '') });
  }
  const changed = fields.filter((field) => hasChanges(field.parts));
  return (
    <CompareBox data-testid="version-compare">
      <p>
        {coverLetterMessages.compareHeading(snapshot.number)} · <del>버전에만 있는 글</del> · <ins>지금 추가된 글</ins>
      </p>
      {changed.length === 0 ? (
        <p>변경된 내용이 없습니다.</p>
      ) : (
        changed.map((field) => (
          <div key={field.label}>
            <h4>{field.label}</h4>
            <DiffText parts={field.parts} />
          </div>
        ))
      )}
    </CompareBox>
  );
}

export function VersionHistory({
  letterId,
  current,
  currentVersion,
  onRestore,
  disabled,
}: {
  letterId: string;
  current: CoverLetterDraft;
  currentVersion: number;
  /** `version` identifies the kept version, `number` is the 버전 N the writer sees. */
  onRestore: (version: number, number: number) => Promise<boolean>;
  disabled: boolean;
}) {
  const modal = useModal();
  const versions = useQuery(coverLetterQueries.versions(browserPortalClient, letterId));
  const [compared, setCompared] = useState<number | null>(null);
  const snapshot = useQuery({
    ...coverLetterQueries.version(browserPortalClient, letterId, compared ?? 0),
    enabled: compared !== null,
  });

  const confirmRestore = ({ version, number }: CoverLetterVersion) =>
    modal.openModal((close) => (
      <ConfirmDialog
        testId="version-restore-dialog"
        title={coverLetterMessages.restoreQuestion(number)}
        message="지금 내용은 버전 기록에 남아 있어 언제든 다시 되돌릴 수 있습니다."
        confirmLabel="복원"
        onCancel={close}
        onConfirm={() => {
          close();
          void onRestore(version, number).then((ok) => ok && setCompared(null));
        }}
      />
    ));

  return (
    <Panel aria-labelledby="version-history-title" data-testid="version-history">
      <h2 id="version-history-title">버전 기록</h2>
      <Note>2분마다, 그리고 저장 버튼을 누를 때 버전이 남습니다 (최근 50개).</Note>
      {versions.isPending ? (
        <LoadingState />
      ) : versions.isError ? (
        <QueryError error={versions.error} onRetry={() => void versions.refetch()} />
      ) : (
        <ol>
          {versions.data.map((v) => (
            <li key={v.version} data-testid="version-item" data-version={v.version} data-number={v.number}>
              <div>
                <strong>버전 {v.number}</strong>
                {v.version === currentVersion ? <Current> (현재)</Current> : null}
                <br />
                <time dateTime={v.createdAt}>{formatKstDateTime(v.createdAt)}</time>
                <br />
                <span>
                  {v.title || UNTITLED_COVER_LETTER} · 문항 {v.questionCount}개
                </span>
              </div>
              <Actions>
                <ButtonBase
                  type="button"
                  aria-pressed={compared === v.version}
                  onClick={() => setCompared(compared === v.version ? null : v.version)}
                  aria-label={`버전 ${v.number} 비교`}
                >
                  비교
                </ButtonBase>
                <ButtonBase
                  type="button"
                  disabled={disabled}
                  onClick={() => confirmRestore(v)}
                  aria-label={`버전 ${v.number} 복원`}
                >
                  복원
                </ButtonBase>
              </Actions>
              {compared === v.version ? (
                snapshot.isPending ? (
                  <LoadingState />
                ) : snapshot.isError ? (
                  <QueryError error={snapshot.error} onRetry={() => void snapshot.refetch()} />
                ) : (
                  <Comparison snapshot={snapshot.data} current={current} />
                )
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  padding: 18px;
  h2 {
    font-size: 17px;
    font-weight: 700;
  }
  ol {
    list-style: none;
    padding: 0;
    margin: 12px 0 0;
    display: grid;
    gap: 10px;
  }
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 8px;
    padding: 10px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 14px;
  }
  li > div:first-child span,
  li time {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin-top: 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
  align-items: flex-start;
`;

const CompareBox = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 10px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  h4 {
    font-size: 13px;
    font-weight: 700;
  }
  del {
    color: ${({ theme }) => theme.colors.danger};
    text-decoration: line-through;
  }
  ins {
    color: ${({ theme }) => theme.colors.success};
    text-decoration: underline;
  }
`;

const DiffBox = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin-top: 4px;
`;
