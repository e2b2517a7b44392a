import { describe, expect, it } from 'vitest';
import { highlightMatches } from './highlight';

/** Marked parts in [brackets]. */
const show = (text: string, query: string) =>
  highlightMatches(text, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('highlightMatches', () => {
  it('marks every substring match of every word, ignoring case', () => {
    expect(show('2027 청년 마케팅 공모전', '공모')).toBe('2027 청년 마케팅 [공모]전');
    expect(show('공모전 속의 공모전', '공모전')).toBe('[공모전] 속의 [공모전]');
    expect(show('Global IT 인턴십', 'it 인턴')).toBe('Global [IT] [인턴]십');
    expect(show('마케팅 아이디어 공모전', '  마케팅   공모 ')).toBe('[마케팅] 아이디어 [공모]전');
  });

  it('marks the syllables a half-typed last syllable reaches', () => {
    expect(show('마케팅 공모전', '공모ㅈ')).toBe('마케팅 [공모전]');
  });

  it('marks the syllables whose 초성 spell a 초성 query, within one word', () => {
    expect(show('2027 청년 마케팅 공모전', 'ㄱㅁㅈ')).toBe('2027 청년 마케팅 [공모전]');
    expect(show('2027 청년 마케팅 공모전', 'ㅁㅋㅌ ㄱㅁㅈ')).toBe('2027 청년 [마케팅] [공모전]');
    // Digits and Latin letters are not part of the 초성 text, as on the server.
    expect(show('AI공모전', 'ㄱㅁㅈ')).toBe('AI[공모전]');
    // A 초성 query never spans two words.
    expect(show('마케 팅', 'ㅁㅋㅌ')).toBe('마케 팅');
    expect(show('까치 공모', 'ㄲㅊ')).toBe('[까치] 공모');
  });

  it('leaves the text whole when nothing matches, including typo matches and blank queries', () => {
    expect(highlightMatches('마케팅 공모전', '공모젼')).toEqual([{ text: '마케팅 공모전', match: false }]);
    expect(highlightMatches('마케팅 공모전', '   ')).toEqual([{ text: '마케팅 공모전', match: false }]);
    expect(highlightMatches('', '공모')).toEqual([{ text: '', match: false }]);
  });

  it('keeps characters outside the Basic Multilingual Plane whole', () => {
    expect(show('🎉 공모전 🎉', '공모전')).toBe('🎉 [공모전] 🎉');
  });
});
