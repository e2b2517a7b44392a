import { describe, expect, it } from 'vitest';
import { decidePassVerdict } from './decide-pass-verdict';

const subject = (name: string, score: number) => ({ subject: name, correct: 0, total: 0, score });

describe('decidePassVerdict', () => {
  it('passes an average of 60 with every subject at 40 or more', () => {
    expect(decidePassVerdict(60, [subject('가', 40), subject('나', 80)])).toMatchObject({ passed: true, failedSubjects: [] });
  });

  it('fails an average under 60 even without a failed subject', () => {
    expect(decidePassVerdict(59, [subject('가', 59)])).toMatchObject({ passed: false, failedSubjects: [] });
  });

  it('fails a high average when a subject is under 40, naming the subject', () => {
    expect(decidePassVerdict(75, [subject('가', 39), subject('나', 100)])).toMatchObject({
      passed: false,
      failedSubjects: ['가'],
    });
  });

  it('states the rule it applied', () => {
    expect(decidePassVerdict(0, [])).toMatchObject({ passAverage: 60, subjectCutoff: 40 });
  });
});
