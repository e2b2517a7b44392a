/** Korean particles: picks 을/를, 은/는, 이/가 by whether the word ends in a final consonant (받침). */
export function josa(word: string, pair: '을/를' | '은/는' | '이/가'): string {
  const last = word.charCodeAt(word.length - 1);
  const isHangul = last >= 0xac00 && last <= 0xd7a3;
  // Non-Hangul endings (digits, Latin) are read aloud variously; the consonant form is the safer default.
  const hasFinal = isHangul ? (last - 0xac00) % 28 !== 0 : true;
  const [withFinal, withoutFinal] = pair.split('/') as [string, string];
  return word + (hasFinal ? withFinal : withoutFinal);
}
