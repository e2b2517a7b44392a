import { PASS_AVERAGE, SUBJECT_CUTOFF } from '../../contracts/constants';
import type { PassVerdict, SubjectResult } from '../../contracts/records';

/**
 * The pass-style verdict of a closed record, by the common Korean written-exam rule (e.g. Q-Net 필기): an average
 * of PASS_AVERAGE and no subject under SUBJECT_CUTOFF (과락). Practice papers have no official cut, so screens
 * call it a reference; deciding it here keeps every screen, report and export saying the same.
 */
export function decidePassVerdict(score: number, subjects: readonly SubjectResult[]): PassVerdict {
  const failedSubjects = subjects.filter((s) => s.score < SUBJECT_CUTOFF).map((s) => s.subject);
  return {
    passed: score >= PASS_AVERAGE && failedSubjects.length === 0,
    failedSubjects,
    passAverage: PASS_AVERAGE,
    subjectCutoff: SUBJECT_CUTOFF,
  };
}
