import type { Db } from '../../db/client';
import type { ExamAuthor } from '../exams/exam-authoring-policy';
import { setExamDetailPublished } from './publish-exam-detail';

/** 비공개: the paper leaves takers' lists and can no longer be started (publish-exam-detail.ts has the rules). */
export const unpublishExamDetail = (db: Db, author: ExamAuthor, examDetailIdx: number) =>
  setExamDetailPublished(db, author, examDetailIdx, false);
