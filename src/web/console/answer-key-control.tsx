/**
 * 정답 변경 and 재채점 for one problem of the console's paper preview (ADR 32). Changing the key keeps
 * closed records scored as they were; the control then says how many records a rescore would change and offers the
 * explicit 재채점, which recomputes them (idempotent: with nothing stale it changes nothing).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { changeProblemAnswer, getRescoreImpact, rescoreImpactKey, rescoreProblem } from '../api/error-reports-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { SelectField } from '../ui/choice-fields';
import { Muted, RowActions } from './console-table';
import { consoleMessages } from './console-messages';

const CIRCLED = ['①', '②', '③', '④', '⑤'];

export function AnswerKeyControl({ problemId, number, answer, choiceCount }: { problemId: number; number: number; answer: number; choiceCount: number }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const id = useId();
  const [next, setNext] = useState(answer);
  const [pending, setPending] = useState(false);
  const impact = useQuery({ queryKey: rescoreImpactKey(problemId), queryFn: () => getRescoreImpact(getBrowserCbtClient(), problemId) });
  const preview = useQuery({
    queryKey: [...rescoreImpactKey(problemId), next],
    queryFn: () => getRescoreImpact(getBrowserCbtClient(), problemId, next),
    enabled: next !== answer,
  });

  const run = async (action: () => Promise<string>) => {
    setPending(true);
    try {
      toast(await action(), 'success');
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch (caught) {
      toast(getErrorMessage(caught), 'error');
    } finally {
      setPending(false);
    }
  };

  const stale = impact.data?.affectedRecordCount ?? 0;
  return (
    <Box data-testid="answer-key-control" data-number={number}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (next === answer) return;
          void run(async () => {
            await changeProblemAnswer(getBrowserCbtClient(), problemId, next);
            return consoleMessages.answerChanged(number, CIRCLED[next - 1]!);
          });
        }}
      >
        <RowActions>
          <SelectField
            id={`${id}-answer`}
            label={`${number}번 정답 변경`}
            value={String(next)}
            options={Array.from({ length: choiceCount }, (_, i) => ({ value: String(i + 1), label: `${CIRCLED[i]} ${i + 1}번` }))}
            onChange={(event) => setNext(Number(event.target.value))}
            disabled={pending}
            data-testid="answer-key-select"
          />
          <ButtonBase type="submit" disabled={pending || next === answer} data-testid="answer-key-save">
            정답 변경
          </ButtonBase>
        </RowActions>
        {next !== answer && preview.data ? (
          <Muted data-testid="answer-key-preview">이 변경으로 {preview.data.affectedRecordCount.toLocaleString('ko-KR')}건의 응시 기록 점수가 달라질 수 있습니다.</Muted>
        ) : null}
      </form>
      {stale > 0 ? (
        <RowActions>
          <Muted as="p" data-testid="rescore-count">
            이 변경으로 {stale.toLocaleString('ko-KR')}건의 응시 기록 점수가 달라질 수 있습니다. 재채점해야 반영됩니다.
          </Muted>
          <PrimaryButton
            type="button"
            disabled={pending}
            data-testid="rescore"
            onClick={() =>
              void run(async () => {
                const result = await rescoreProblem(getBrowserCbtClient(), problemId);
                return `${result.rescoredRecordCount.toLocaleString('ko-KR')}건의 응시 기록을 재채점했습니다.`;
              })
            }
          >
            재채점
          </PrimaryButton>
        </RowActions>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
