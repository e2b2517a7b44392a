/** Typed calls of single problems: read one without its answer, check a choice without recording it (spec §7.1). */
import type { ApiClient } from './api-client';
import type { AnswerCheck, CheckAnswerBody, ProblemView } from '../../contracts/problems';

export type { AnswerCheck, Passage, ProblemView } from '../../contracts/problems';

const problemPath = (multipleProblemIdx: number) => `/apiV2/problems/${encodeURIComponent(String(multipleProblemIdx))}`;

/** A problem without its answer; visitors may read problems of free exams. */
export async function getProblem(client: ApiClient, multipleProblemIdx: number): Promise<ProblemView> {
  const { data } = await client.get<ProblemView>(problemPath(multipleProblemIdx));
  return data;
}

/** Checks a choice without recording anything. */
export async function checkProblemAnswer(
  client: ApiClient,
  multipleProblemIdx: number,
  choice: number,
): Promise<AnswerCheck> {
  const body: CheckAnswerBody = { choice };
  const { data } = await client.post<AnswerCheck>(`${problemPath(multipleProblemIdx)}/check`, body);
  return data;
}
