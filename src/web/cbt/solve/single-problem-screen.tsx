/**
 * /cbt/problem/[multipleProblemIdx]: one problem with an answer check and its explanation. The check
 * (POST …/check) records nothing, so visitors may use it on free exams and try again as often as they like.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, getServerMessage } from '../../api/error-catalogue';
import { type AnswerCheck, checkProblemAnswer } from '../../api/problems-api';
import { showAlert } from '../../modal/modal-provider';
import { getBrowserCbtClient } from '../../session/browser-client';
import { ProblemText } from '../../ui/problem-text';
import { FontScaleButtons } from './exam-controls';
import { choiceSymbol } from './format';
import { ChoiceList, Explanation, PassageBox, ProblemHeading, problemScale, Tag } from './problem-parts';
import { LinkButton } from './result-views';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { ActionRow, Panel, SolvePage } from './solve-layout';
import { useProblem } from './solve-queries';
import { solveRoutes } from './solve-routes';
import { useFontScale } from './use-font-scale';

export function SingleProblemScreen({ multipleProblemIdx }: { multipleProblemIdx: number }) {
  const query = useProblem(multipleProblemIdx);
  const font = useFontScale();
  const [selected, setSelected] = useState<number | null>(null);
  const [verdict, setVerdict] = useState<AnswerCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = query.data;
  if (!problem) return null;

  const check = async () => {
    if (selected === null) return;
    setBusy(true);
    try {
      setVerdict(await checkProblemAnswer(getBrowserCbtClient(), problem.multipleProblemIdx, selected));
    } catch (error) {
      void showAlert(getServerMessage(error) ?? getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SolvePage
      bar={{ title: `${problem.number}번 문제`, subtitle: `${problem.examTitle} · ${problem.paperTitle}`, exitHref: solveRoutes.examDetail(problem.examIdx), exitLabel: '시험 정보' }}
      narrow
    >
      <Wrap style={{ ['--problem-scale' as string]: font.scale }}>
        <Tools>
          <FontScaleButtons {...font} />
        </Tools>
        {problem.passage ? <PassageBox passage={problem.passage} /> : null}
        <Card data-testid="problem" data-number={problem.number}>
          <ProblemHeading id="single-problem" number={problem.number} subject={problem.subject} points={problem.points} />
          <ProblemText text={problem.stem} format={problem.format} />
          <ChoiceList
            name={`single-${problem.multipleProblemIdx}`}
            label={`${problem.number}번 선택지`}
            choices={problem.choices}
            format={problem.format}
            selected={selected}
            disabled={verdict !== null}
            onSelect={setSelected}
            reveal={verdict ? { answer: verdict.answer } : null}
          />
          {verdict ? (
            <>
              <Verdict role="status" data-testid="verdict" data-correct={verdict.isCorrect ? 'true' : 'false'} $correct={verdict.isCorrect}>
                {verdict.isCorrect ? <Tag $tone="success">정답</Tag> : <Tag $tone="danger">오답</Tag>}
                {verdict.isCorrect ? '맞혔습니다!' : `정답은 ${choiceSymbol(verdict.answer)}번입니다.`}
              </Verdict>
              <Explanation text={verdict.explanation} format={problem.format} answer={verdict.answer} />
              <ActionRow>
                <ButtonBase
                  $size="lg"
                  type="button"
                  onClick={() => {
                    setVerdict(null);
                    setSelected(null);
                  }}
                >
                  다시 풀기
                </ButtonBase>
              </ActionRow>
            </>
          ) : (
            <ActionRow>
              <PrimaryButton $size="lg" type="button" onClick={() => void check()} disabled={selected === null || busy}>
                {busy ? '확인 중…' : '정답 확인'}
              </PrimaryButton>
            </ActionRow>
          )}
        </Card>
        <Panel>
          <p>
            이 문제는 <strong>{problem.examTitle}</strong> {problem.paperTitle}의 {problem.number}번입니다.
          </p>
          <ActionRow>
            <LinkButton href={solveRoutes.selectPaper(problem.examDetailIdx)} $primary>
              이 회차 전체 풀기
            </LinkButton>
            <LinkButton href={solveRoutes.examDetail(problem.examIdx)}>시험 정보 보기</LinkButton>
          </ActionRow>
        </Panel>
      </Wrap>
    </SolvePage>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 16px;
`;

const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Card = styled(Panel).attrs({ as: 'article' })`
  ${problemScale}
  line-height: 1.75;
`;

const Verdict = styled.p<{ $correct: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 18px;
  color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  font-weight: 700;
`;
