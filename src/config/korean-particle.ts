/**
 * Korean particles after a word that varies (a name, a title, a number): es-hangul's `josa` picks 을/를, 이/가, 은/는,
 * 와/과 and 으로/로 by the word's last syllable. What it cannot read is read here first, as it is spoken: a number by
 * its last spoken syllable (1 일 → 을, 2 이 → 를, 10 십 → 을; ① as 1), a consonant letter by its name (ㄹ 리을 → 을,
 * 로), a Latin word or abbreviation as Koreans say it (HTML을, CSV를, MARKDOWN을), and closing marks after the word (「마케팅」, '공고') are skipped. Pure, for the server and the web alike.
 */
import { josa } from 'es-hangul';

export type JosaOption = Parameters<typeof josa.pick>[1];

const DIGIT_READINGS = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
/** The unit read last when a number ends in zeros: 10 십, 100 백, 1,000 천, 10,000 만, 10⁸ 억, 10¹² 조. */
const ZERO_UNIT_READINGS = ['', '십', '백', '천', '만', '만', '만', '만', '억', '억', '억', '억', '조'];
const CLOSING_MARKS = /[\s」』》〉)\]}'"’”.,!?]+$/u;
const CIRCLED_ONE = 0x2460;
/** A consonant letter is read by its name (ㄱ 기역, ㄹ 리을, …); its last syllable decides. */
const CONSONANT_NAME_ENDINGS: Readonly<Record<string, string>> = {
  ㄱ: '역', ㄲ: '역', ㄴ: '은', ㄷ: '귿', ㄸ: '귿', ㄹ: '을', ㅁ: '음', ㅂ: '읍', ㅃ: '읍', ㅅ: '옷', ㅆ: '옷', ㅇ: '응',
  ㅈ: '읒', ㅉ: '읒', ㅊ: '읓', ㅋ: '읔', ㅌ: '읕', ㅍ: '읖', ㅎ: '읗',
};
/** Of the Latin letters' Korean names only L 엘, M 엠, N 엔 and R 알 end in a final consonant. */
const LETTER_NAME_ENDINGS: Readonly<Record<string, string>> = { L: '엘', M: '엠', N: '엔', R: '알' };

/**
 * A Latin word's last syllable as Koreans say it: a short capitalised abbreviation letter by letter (HTML → 엘, CSV →
 * 브이), a word by its ending (…m 음, …n 은, …ng 응, …l/…le 을; otherwise a vowel, as in 텍스트).
 */
function latinEnding(word: string): string {
  if (word.length === 1 || (word.length <= 5 && word === word.toUpperCase())) return LETTER_NAME_ENDINGS[word.at(-1)!.toUpperCase()] ?? '아';
  if (/ng$/i.test(word)) return '응';
  if (/m$/i.test(word)) return '음';
  if (/n$/i.test(word)) return '은';
  if (/(l|le)$/i.test(word)) return '을';
  return '아';
}

/** The syllable a word ends on when read aloud, for the particle's choice. */
function lastSpoken(word: string): string {
  const text = word.replace(CLOSING_MARKS, '');
  const last = text.at(-1) ?? '';
  const code = last.codePointAt(0) ?? 0;
  // ① … ⑳ are read as numbers.
  if (code >= CIRCLED_ONE && code < CIRCLED_ONE + 20) return lastSpoken(String(code - CIRCLED_ONE + 1));
  if (CONSONANT_NAME_ENDINGS[last]) return CONSONANT_NAME_ENDINGS[last];
  const latin = /([A-Za-z]+)$/.exec(text)?.[1];
  if (latin) return latinEnding(latin);
  const digits = /(\d+)$/.exec(text.replace(/,(?=\d{3}\b)/g, ''))?.[1];
  if (!digits) return text;
  const number = digits.replace(/^0+(?=\d)/, '');
  if (number === '0') return '영';
  const zeros = /0*$/.exec(number)![0].length;
  if (zeros === 0) return DIGIT_READINGS[Number(number.at(-1))]!;
  return ZERO_UNIT_READINGS[Math.min(zeros, ZERO_UNIT_READINGS.length - 1)]!;
}

/** The particle alone: `josaOf('1회', '을/를')` → `을`. */
export function josaOf(word: string, option: JosaOption): string {
  return josa.pick(lastSpoken(word), option);
}

/** The word and its particle: `withJosa('(주)워크테스트랩', '을/를')` → `(주)워크테스트랩을`. */
export function withJosa(word: string, option: JosaOption): string {
  return `${word}${josaOf(word, option)}`;
}
