import { describe, expect, it } from 'vitest';
import { toSearchJamo } from '../search/search-text';
import { SEARCH_BODY_TEXT_LENGTH, communityPostSearchColumns, communityPostSearchColumnsOfBody } from './search-community-posts';

const post = { title: '합격 후기', nickname: '합격기원', bodyText: '정보처리기사 실기 준비', anonymous: false };

describe('communityPostSearchColumns', () => {
  it('holds the title, the nickname and the body text as jamo and 초성', () => {
    const columns = communityPostSearchColumns(post);
    expect(columns.searchJamo).toBe(toSearchJamo('합격 후기 합격기원 정보처리기사 실기 준비'));
    expect(columns.searchChoseong).toBe('ㅎㄱ ㅎㄱ ㅎㄱㄱㅇ ㅈㅂㅊㄹㄱㅅ ㅅㄱ ㅈㅂ');
  });

  it('leaves the nickname out on an anonymous board, so a search never tells who wrote the post', () => {
    const columns = communityPostSearchColumns({ ...post, anonymous: true });
    expect(columns.searchJamo).toBe(toSearchJamo('합격 후기 정보처리기사 실기 준비'));
    expect(columns.searchJamo).not.toContain(toSearchJamo('합격기원'));
    expect(columns.searchChoseong).not.toContain('ㅎㄱㄱㅇ');
  });

  it(`keeps only the first ${SEARCH_BODY_TEXT_LENGTH} characters (code points) of the body text`, () => {
    const start = '가'.repeat(SEARCH_BODY_TEXT_LENGTH - 1) + '😀';
    const columns = communityPostSearchColumns({ ...post, bodyText: `${start}끝말` });
    expect(columns.searchJamo.endsWith(toSearchJamo(start))).toBe(true);
    expect(columns.searchJamo).not.toContain(toSearchJamo('끝말'));
  });

  it('reads the text of a stored HTML body, markup and entities aside', () => {
    const columns = communityPostSearchColumnsOfBody({
      title: '제목',
      nickname: '글쓴이',
      body: '<p>간호사 <strong>국가고시</strong> &amp; 면접</p><img src="/uploads/abc">',
      anonymous: false,
    });
    expect(columns.searchJamo).toBe(toSearchJamo('제목 글쓴이 간호사 국가고시 & 면접'));
  });
});
