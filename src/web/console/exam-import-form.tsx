/**
 * 문제 가져오기 (ADR 31): the operator picks where the paper goes (an exam of the brand, or a new draft exam
 * under a type), the source (pasted text, a CSV file whose text is then editable here, or an XLSX file), and runs
 * 미리보기: the server's dry run lists what would be made or the errors with their line numbers. After fixing the text
 * (or the file) and running it again, 가져오기 sends the same input to be parsed again and saved as an unpublished
 * paper. 가져오기 is offered only for the input the last clean dry run checked.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { type ChangeEvent, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  type ExamImportBody,
  type ExamImportReport,
  type ExamImportResult,
  type ImportSource,
  confirmExamImport,
  dryRunExamImport,
  importTemplateHref,
  listConsoleExams,
} from '../api/console-exam-imports-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { RadioGroupField, SelectField, TextAreaField } from '../ui/choice-fields';
import { FormError, TextField } from '../ui/form';
import { Stack } from '../ui/page-layout';
import { ConsoleCard } from './console-card';
import { ConsoleTable, Muted, StatusText, TableScroller } from './console-table';
import { authoringExamTypesKey, leafExamTypeOptions, loadExamTypeTree } from './exam-type-options';

const SOURCES: ReadonlyArray<{ value: ImportSource; label: string }> = [
  { value: 'TEXT', label: '붙여넣기' },
  { value: 'CSV', label: 'CSV 파일' },
  { value: 'XLSX', label: 'XLSX 파일' },
];

type Target = 'existing' | 'new';
const TARGETS: ReadonlyArray<{ value: Target; label: string }> = [
  { value: 'existing', label: '기존 시험에 회차 추가' },
  { value: 'new', label: '새 시험 만들기 (초안)' },
];

const TEXT_HINT = '예: [1~2] 다음 글을 읽고 물음에 답하시오. / 1. 문제 / ① 보기 ② 보기 / ㄱ. 보기 문장 / 정답: 1.③ 2.①';

/** The file's bytes as base64 (without the data: prefix). */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ExamImportForm() {
  const router = useRouter();
  const queryExam = typeof router.query.examIdx === 'string' ? router.query.examIdx : '';
  const client = getBrowserCbtClient();
  const exams = useQuery({ queryKey: ['console', 'exams', 'import-targets'], queryFn: () => listConsoleExams(client, 1, 100) });
  const types = useQuery({ queryKey: authoringExamTypesKey, queryFn: () => loadExamTypeTree(client) });

  const [target, setTarget] = useState<Target>('existing');
  const [examIdx, setExamIdx] = useState('');
  const [examTypeId, setExamTypeId] = useState('');
  const [examTitle, setExamTitle] = useState('');
  const [paperTitle, setPaperTitle] = useState('');
  const [timeLimit, setTimeLimit] = useState('60');
  const [source, setSource] = useState<ImportSource>('TEXT');
  const [text, setText] = useState('');
  const [xlsx, setXlsx] = useState<{ name: string; base64: string } | null>(null);
  const [busy, setBusy] = useState<'dry-run' | 'import' | null>(null);
  const [formError, setFormError] = useState<string>();
  const [report, setReport] = useState<{ key: string; report: ExamImportReport } | null>(null);
  const [done, setDone] = useState<ExamImportResult | null>(null);

  const chosenExam = examIdx || queryExam;
  const typeOptions = useMemo(() => leafExamTypeOptions(types.data ?? []), [types.data]);

  const body = (): ExamImportBody | string => {
    const minutes = Number(timeLimit);
    if (!paperTitle.trim()) return '회차 제목을 입력해주세요.';
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 600) return '제한 시간은 1분에서 600분 사이로 입력해주세요.';
    const content = source === 'XLSX' ? xlsx?.base64 ?? '' : text;
    if (!content) return source === 'XLSX' ? 'XLSX 파일을 골라주세요.' : source === 'CSV' ? 'CSV 파일을 고르거나 내용을 붙여 넣어주세요.' : '시험지 내용을 붙여 넣어주세요.';
    const where =
      target === 'existing'
        ? chosenExam
          ? { examIdx: Number(chosenExam) }
          : '가져올 시험을 골라주세요.'
        : examTypeId && examTitle.trim()
          ? { examTypeId: Number(examTypeId), examTitle: examTitle.trim() }
          : '새 시험의 유형과 제목을 입력해주세요.';
    if (typeof where === 'string') return where;
    return { source, content, ...where, paperTitle: paperTitle.trim(), timeLimitMinutes: minutes };
  };

  const run = async (kind: 'dry-run' | 'import') => {
    const request = body();
    if (typeof request === 'string') {
      setFormError(request);
      return;
    }
    setFormError(undefined);
    setBusy(kind);
    try {
      if (kind === 'dry-run') {
        setDone(null);
        setReport({ key: JSON.stringify(request), report: await dryRunExamImport(client, request) });
      } else {
        setDone(await confirmExamImport(client, request));
        setReport(null);
      }
    } catch (error) {
      setFormError(getErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setReport(null);
    if (source === 'CSV') setText((await file.text()).replace(/^\uFEFF/, ''));
    else setXlsx({ name: file.name, base64: await readAsBase64(file) });
  };

  const current = body();
  const checked = report !== null && report.report.ok && typeof current !== 'string' && report.key === JSON.stringify(current);

  return (
    <Stack $gap={20}>
      <ConsoleCard>
        <Stack $gap={12}>
          <p>
            양식 내려받기: <a href={importTemplateHref('csv')}>CSV 양식</a> · <a href={importTemplateHref('xlsx')}>XLSX 양식</a>
          </p>
          <RadioGroupField label="가져올 곳" name="target" value={target} options={TARGETS} onChange={setTarget} />
          {target === 'existing' ? (
            <SelectField
              label="시험"
              value={chosenExam}
              onChange={(event) => setExamIdx(event.target.value)}
              placeholder="시험을 고르세요"
              options={(exams.data?.items ?? []).map((exam) => ({
                value: String(exam.examIdx),
                label: `${exam.title} (${exam.status === 'PUBLISHED' ? '공개' : '초안'})`,
              }))}
            />
          ) : (
            <>
              <SelectField
                label="시험 유형"
                value={examTypeId}
                onChange={(event) => setExamTypeId(event.target.value)}
                placeholder="유형을 고르세요"
                options={typeOptions}
              />
              <TextField label="새 시험 제목" value={examTitle} maxLength={100} onChange={(event) => setExamTitle(event.target.value)} />
            </>
          )}
          <TextField label="회차 제목" value={paperTitle} maxLength={100} onChange={(event) => setPaperTitle(event.target.value)} />
          <TextField
            label="제한 시간(분)"
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            value={timeLimit}
            onChange={(event) => setTimeLimit(event.target.value)}
          />
          <RadioGroupField
            label="가져올 형식"
            name="source"
            value={source}
            options={SOURCES}
            onChange={(value) => {
              setSource(value);
              setReport(null);
            }}
          />
          {source !== 'TEXT' ? (
            <FileLabel>
              {source === 'CSV' ? 'CSV 파일 선택' : 'XLSX 파일 선택'}
              <input
                key={source}
                type="file"
                accept={source === 'CSV' ? '.csv,text/csv' : '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}
                onChange={(event) => void onFile(event)}
              />
            </FileLabel>
          ) : null}
          {source === 'XLSX' && xlsx ? <Muted>선택한 파일: {xlsx.name}</Muted> : null}
          {source !== 'XLSX' ? (
            <TextAreaField
              label={source === 'CSV' ? 'CSV 내용 (고쳐서 다시 확인할 수 있습니다)' : '시험지 내용'}
              hint={source === 'TEXT' ? TEXT_HINT : undefined}
              rows={16}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          ) : null}
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          <Actions>
            <ButtonBase type="button" onClick={() => void run('dry-run')} disabled={busy !== null}>
              {busy === 'dry-run' ? '확인하는 중…' : '미리보기'}
            </ButtonBase>
            <PrimaryButton type="button" onClick={() => void run('import')} disabled={busy !== null || !checked}>
              {busy === 'import' ? '가져오는 중…' : '가져오기'}
            </PrimaryButton>
          </Actions>
          {busy ? (
            <Muted role="status" aria-live="polite">
              {busy === 'dry-run' ? '내용을 확인하고 있습니다…' : '문제를 저장하고 있습니다…'}
            </Muted>
          ) : null}
        </Stack>
      </ConsoleCard>
      {done ? (
        <ConsoleCard role="status" data-testid="import-done">
          <p>
            <strong>가져오기를 마쳤습니다.</strong> {done.problemCount}문제, 지문 {done.passageCount}개를 비공개 회차로 저장했습니다.
          </p>
          <p>
            <Link href={`/exams?examIdx=${done.examIdx}`}>회차 목록에서 공개하기</Link>
          </p>
        </ConsoleCard>
      ) : null}
      {report ? <ImportReport report={report.report} stale={!checked && report.report.ok} /> : null}
    </Stack>
  );
}

function ImportReport({ report, stale }: { report: ExamImportReport; stale: boolean }) {
  return (
    <ConsoleCard data-testid="import-report" data-ok={report.ok ? 'true' : 'false'}>
      <Stack $gap={12}>
        <h2>미리보기 결과</h2>
        <p>
          {report.isNewExam ? '새 시험' : '시험'} <strong>{report.examTitle}</strong> · 회차 <strong>{report.paperTitle}</strong>
        </p>
        {report.ok ? (
          <>
            <StatusText $tone="success">
              문제 {report.problemCount}개, 지문 {report.passageCount}개를 만들 수 있습니다.
            </StatusText>
            {stale ? <Muted>미리보기 후 내용이 바뀌었습니다. 미리보기를 다시 실행해주세요.</Muted> : null}
            <TableScroller>
              <ConsoleTable>
                <caption className="visually-hidden">만들어질 문제</caption>
                <thead>
                  <tr>
                    <th scope="col">번호</th>
                    <th scope="col">과목</th>
                    <th scope="col">문제</th>
                    <th scope="col">보기</th>
                    <th scope="col">정답</th>
                    <th scope="col">지문</th>
                  </tr>
                </thead>
                <tbody>
                  {report.problems.map((problem) => (
                    <tr key={problem.number}>
                      <td>{problem.number}</td>
                      <td>{problem.subject}</td>
                      <td>
                        {problem.summary}
                        {problem.statementCount > 0 ? <Muted> (합답형 {problem.statementCount}문장)</Muted> : null}
                      </td>
                      <td>{problem.choiceCount}개</td>
                      <td>{problem.answer}번</td>
                      <td>{problem.passageKey === null ? '—' : `지문 ${problem.passageKey}`}</td>
                    </tr>
                  ))}
                </tbody>
              </ConsoleTable>
            </TableScroller>
          </>
        ) : (
          <>
            <StatusText $tone="danger">오류 {report.errors.length}건: 고친 뒤 미리보기를 다시 실행해주세요. 아무것도 저장하지 않았습니다.</StatusText>
            <ErrorList>
              {report.errors.map((error, i) => (
                <li key={i} data-testid="import-error" data-line={error.line}>
                  <strong>{error.line}번째 줄</strong> {error.message}
                </li>
              ))}
            </ErrorList>
          </>
        )}
      </Stack>
    </ConsoleCard>
  );
}

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const FileLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 600;
`;

const ErrorList = styled.ol`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 6px;
`;
