/**
 * 약관 관리 (/legal-documents, ADMIN only): every version of the brand's 이용약관, 개인정보처리방침 and 마케팅 정보
 * 수신 text, drafts included, and 새 버전 등록. A published version is never edited (the API refuses it): a change is a
 * new version with its own 시행일, and the earlier ones stay readable on the public pages. A draft is published here.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { kstDayKey } from '../../config/kst';
import {
  type ConsoleLegalDocument,
  consoleLegalDocumentsKey,
  createConsoleLegalDocument,
  listConsoleLegalDocuments,
  publishConsoleLegalDocument,
} from '../api/console-legal-documents-api';
import { getErrorMessage } from '../api/error-catalogue';
import { effectiveDay } from '../legal/legal-document-body';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { SelectField, TextAreaField } from '../ui/choice-fields';
import { FormError, TextField } from '../ui/form';
import { Card, EmptyState, PageLead, Stack } from '../ui/page-layout';
import { ConsoleTable, Muted, StatusText, TableScroller } from './console-table';
import { articlesFromText, articlesToText, emptyArticle } from './legal-articles-text';

type Kind = ConsoleLegalDocument['kind'];

const KIND_LABELS: Record<Kind, string> = { TERMS: '이용약관', PRIVACY: '개인정보처리방침', MARKETING: '마케팅 정보 수신 동의' };
const KIND_OPTIONS = (Object.keys(KIND_LABELS) as Kind[]).map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

export function LegalDocumentVersions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const docs = useQuery({ queryKey: consoleLegalDocumentsKey, queryFn: () => listConsoleLegalDocuments(getBrowserCbtClient()) });
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<string>): Promise<boolean> => {
    setPending(true);
    try {
      toast(await action(), 'success');
      return true;
    } catch (error) {
      toast(getErrorMessage(error), 'error');
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: consoleLegalDocumentsKey });
      setPending(false);
    }
  };

  if (docs.isError) return <EmptyState title="약관을 불러오지 못했습니다.">{getErrorMessage(docs.error)}</EmptyState>;
  if (!docs.data) return <Muted role="status">불러오는 중…</Muted>;
  const items = docs.data;
  return (
    <Stack $gap={20}>
      <PageLead>게시한 버전은 고칠 수 없습니다. 내용을 바꾸려면 새 버전을 등록하세요. 이전 버전은 공개 화면에서 계속 볼 수 있습니다.</PageLead>
      <TableScroller>
        <ConsoleTable data-testid="legal-document-table">
          <thead>
            <tr>
              <th scope="col">종류</th>
              <th scope="col">버전</th>
              <th scope="col">시행일</th>
              <th scope="col">상태</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {items.map((doc) => (
              <tr key={doc.id} data-testid="legal-document-row">
                <td>{KIND_LABELS[doc.kind]}</td>
                <td>{doc.version}</td>
                <td>{effectiveDay(doc.effectiveDate)}</td>
                <td>{doc.publishedAt ? <StatusText $tone="success">게시</StatusText> : <StatusText $tone="warn">초안</StatusText>}</td>
                <td>
                  {doc.publishedAt ? null : (
                    <ButtonBase
                      type="button"
                      disabled={pending}
                      onClick={() =>
                        void run(async () => {
                          await publishConsoleLegalDocument(getBrowserCbtClient(), doc.id);
                          return `${KIND_LABELS[doc.kind]} ${doc.version}번째 버전을 게시했습니다.`;
                        })
                      }
                    >
                      게시
                    </ButtonBase>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ConsoleTable>
      </TableScroller>
      <NewVersionForm
        latest={items}
        pending={pending}
        onSubmit={(body) =>
          run(async () => {
            const created = await createConsoleLegalDocument(getBrowserCbtClient(), body);
            return `${KIND_LABELS[created.kind]} ${created.version}번째 버전을 ${created.publishedAt ? '게시' : '초안으로 저장'}했습니다.`;
          })
        }
      />
    </Stack>
  );
}

function NewVersionForm({
  latest,
  pending,
  onSubmit,
}: {
  latest: readonly ConsoleLegalDocument[];
  pending: boolean;
  onSubmit: (body: Parameters<typeof createConsoleLegalDocument>[1]) => Promise<boolean>;
}) {
  const textOf = (kind: Kind) => {
    const doc = latest.find((item) => item.kind === kind);
    return { title: doc?.title ?? KIND_LABELS[kind], text: doc ? articlesToText(doc.articles) : '' };
  };
  const [kind, setKind] = useState<Kind>('TERMS');
  const [title, setTitle] = useState(() => textOf('TERMS').title);
  const [text, setText] = useState(() => textOf('TERMS').text);
  const [effectiveDate, setEffectiveDate] = useState(() => kstDayKey(new Date()));
  const [publish, setPublish] = useState(false);
  const [error, setError] = useState<string>();

  const chooseKind = (next: Kind) => {
    setKind(next);
    setTitle(textOf(next).title);
    setText(textOf(next).text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const articles = articlesFromText(text);
    const empty = emptyArticle(articles);
    if (!title.trim() || articles.length === 0) return setError('제목과 내용을 입력해주세요.');
    if (empty) return setError(`"${empty}" 아래에 내용을 입력해주세요.`);
    setError(undefined);
    await onSubmit({ kind, title: title.trim(), effectiveDate, articles, publish });
  };

  return (
    <FormCard as="form" onSubmit={submit} aria-label="새 버전 등록" data-testid="legal-document-form">
      <h2>새 버전 등록</h2>
      <SelectField label="종류" value={kind} options={KIND_OPTIONS} onChange={(event) => chooseKind(event.target.value as Kind)} />
      <TextField label="제목" value={title} maxLength={60} onChange={(event) => setTitle(event.target.value)} />
      <TextField label="시행일" type="date" value={effectiveDate} onChange={(event) => setEffectiveDate(event.target.value)} />
      <TextAreaField
        label="내용"
        rows={16}
        value={text}
        hint="'제1조 (목적)'이나 '1. 수집 항목'처럼 시작하는 줄이 조항 제목이 되고, 그 아래 줄들이 조항 내용이 됩니다."
        onChange={(event) => setText(event.target.value)}
      />
      <label>
        <input type="checkbox" checked={publish} onChange={(event) => setPublish(event.target.checked)} /> 바로 게시 (아니면 초안으로 저장)
      </label>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <div>
        <PrimaryButton type="submit" disabled={pending}>
          등록
        </PrimaryButton>
      </div>
    </FormCard>
  );
}

const FormCard = styled(Card)`
  display: grid;
  gap: 14px;
  padding: 20px;
  h2 {
    font-size: 17px;
    font-weight: 800;
  }
`;
