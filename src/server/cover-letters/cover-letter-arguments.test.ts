import { describe, expect, it } from 'vitest';
import { characterCount, parseCoverLetterContent, parseCoverLetterId, parseCoverLetterVersion } from './cover-letter-arguments';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return null;
};

describe('cover letter arguments', () => {
  it('counts code points, so Hangul and an emoji count once each', () => {
    expect(characterCount('한글 ab')).toBe(5);
    expect(characterCount('👍')).toBe(1);
  });

  it('stores text as typed, composed and with LF line breaks', () => {
    const content = parseCoverLetterContent({
      title: '  제목  ',
      questions: [{ question: '문항', answer: `${'한글'.normalize('NFD')}\r\n둘째 줄 ` }],
    });
    expect(content).toEqual({
      title: '  제목  ',
      company: '',
      job: '',
      postingId: null,
      questions: [{ question: '문항', charLimit: null, answer: '한글\n둘째 줄 ' }],
    });
  });

  it('measures the limits in characters after composing', () => {
    const decomposed = '가'.repeat(10_000).normalize('NFD');
    expect(parseCoverLetterContent({ title: '', questions: [{ question: '', answer: decomposed }] }).questions[0]!.answer).toHaveLength(10_000);
    expect(codeOf(() => parseCoverLetterContent({ title: '', questions: [{ question: '', answer: '👍'.repeat(10_001) }] }))).toBe(
      'COVER_LETTER_ANSWER_TOO_LONG',
    );
  });

  it('refuses malformed ids and versions', () => {
    expect(parseCoverLetterId('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    expect(codeOf(() => parseCoverLetterId('1'))).toBe('INVALID_COVER_LETTER_ID');
    expect(codeOf(() => parseCoverLetterVersion(1.5))).toBe('INVALID_COVER_LETTER_VERSION');
    expect(codeOf(() => parseCoverLetterVersion(2_147_483_648))).toBe('INVALID_COVER_LETTER_VERSION');
  });
});
