import type { ExamRecord } from '../../db/schema';
import type { RecordProblem } from './find-record-problems';
import type { StartablePaper } from './find-startable-paper';
import { type PresentedSheetContent, type SheetContent, presentSheetContent } from './get-record-sheet';
import { recordTitle } from './record-title';

interface PaperView {
  ids: readonly number[];
  problemById: ReadonlyMap<number, RecordProblem>;
  /** The paper in its own order, presented once, frozen: every taker of this paper version shares it. */
  presented: PresentedSheetContent;
}

// A cached paper is one object per version (the read cache answers the same value until a bump), so what is derived
// from it is kept by identity and goes with it.
const views = new WeakMap<StartablePaper, PaperView>();

function viewOf(paper: StartablePaper): PaperView {
  let view = views.get(paper);
  if (!view) {
    const { problemById, presented } = presentSheetContent(paper.problems, paper.passages, {
      title: paper.title,
      examTitle: paper.exam.title,
      paperTitle: paper.title,
    });
    view = {
      ids: paper.problems.map((p) => p.id),
      problemById,
      presented: Object.freeze({
        problems: Object.freeze(presented.problems.map((p) => Object.freeze({ ...p, choices: Object.freeze([...p.choices]) }))),
        passages: Object.freeze(presented.passages.map((p) => Object.freeze({ ...p }))),
      }) as PresentedSheetContent,
    };
    views.set(paper, view);
  }
  return view;
}

/**
 * A paper record's sheet content from its (cached) paper, with no query: the paper's shared presentation when the
 * record holds the paper's problems in the paper's order, else the record's problems taken from the paper in the
 * record's order (an attempt started before an editor renumbered them). Null when the record is not of this paper
 * or holds a problem the paper no longer has; the caller then reads the problems themselves.
 */
export function sheetContentFromPaper(
  record: Pick<ExamRecord, 'source' | 'examDetailId' | 'problemIds' | 'totalCount'>,
  paper: StartablePaper,
): SheetContent | null {
  if (record.source !== 'PAPER' || record.examDetailId !== paper.id) return null;
  const view = viewOf(paper);
  const titles = { title: recordTitle(record, paper.title), examTitle: paper.exam.title, paperTitle: paper.title };
  const ids = record.problemIds;
  if (ids.length === view.ids.length && ids.every((id, i) => id === view.ids[i])) {
    return { problemById: view.problemById, presented: view.presented, titles };
  }
  const problems: RecordProblem[] = [];
  for (const id of ids) {
    const problem = view.problemById.get(id);
    if (!problem) return null;
    problems.push(problem);
  }
  // The passages the record's problems use, in the order they first appear (as findRecordProblems answers them).
  const passageById = new Map(paper.passages.map((p) => [p.id, p]));
  const passageIds = [...new Set(problems.flatMap((p) => (p.passageId === null ? [] : [p.passageId])))];
  const passages = passageIds.flatMap((id) => passageById.get(id) ?? []);
  return presentSheetContent(problems, passages, titles);
}
