/**
 * What members do with each other's posts on the community: like, scrap (and find it under 내 스크랩), share,
 * search a word within a board and across the community, report a post until five members have and it is hidden,
 * and an operator's restore and pin. Members are fresh and each test writes its own posts through the API.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { expectNoWcagViolations } from './support/axe';
import {
  COMMUNITY,
  loginOnCommunity,
  newCommunityMember,
  registerOnCommunity,
  reportPostAsPage,
  uniqueHangulWord,
  writePostAsPage,
} from './support/community';
import type { BrandKey } from './support/solve';

const ADMIN_A = { email: 'admin@careerroad.kr', password: ACCOUNTS.student.password };

for (const brand of ['a', 'b'] as BrandKey[]) {
  test(`brand ${brand.toUpperCase()}: a reader likes and scraps another member's post, finds it under 내 스크랩 and opens its share dialog`, async ({ page, browser }) => {
    const author = await newCommunityMember(browser, brand, '글쓴이');
    const title = `오늘 공부한 내용 정리 (${Date.now()})`;
    const postId = await writePostAsPage(author.page, 'free', title, '<p>오답 노트를 다시 봤어요.</p>');
    await author.close();

    await registerOnCommunity(page, brand, '읽는사람');
    await page.goto(`${COMMUNITY[brand]}/community/free/${postId}`);
    const like = page.getByTestId('post-like');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-like-count')).toHaveText('1');
    const scrap = page.getByTestId('post-scrap');
    await scrap.click();
    await expect(scrap).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-scrap-count')).toHaveText('1');

    // A reload reads the member's like and scrap back from the server.
    await page.reload();
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-scrap')).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('post-share').click();
    await expect(page.getByTestId('share-dialog').getByLabel('공유 주소')).toHaveValue(`${COMMUNITY[brand]}/community/free/${postId}`);
    await page.keyboard.press('Escape');

    await page.goto(`${COMMUNITY[brand]}/`);
    await page.getByTestId('community-scraps-link').click();
    await expect(page).toHaveURL(`${COMMUNITY[brand]}/scraps`);
    await expect(page.getByTestId('scrap-list').getByTestId('community-post-link').first()).toHaveText(title);
  });

  test(`brand ${brand.toUpperCase()}: a word from a post is found by its board's search, across the community and by its 초성`, async ({ page }) => {
    await registerOnCommunity(page, brand, '검색하는회원');
    const word = uniqueHangulWord();
    const title = `합격 수기 ${word} 공유합니다`;
    const postId = await writePostAsPage(page, 'free', title, `<p>본문에도 ${word}가 있어요.</p>`);

    await page.goto(`${COMMUNITY[brand]}/community/free`);
    await page.getByTestId('community-search-input').fill(word);
    await page.getByTestId('community-search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=.+&board=free$`));
    const results = page.getByTestId('search-results');
    await expect(results.locator(`[data-post-id="${postId}"]`)).toBeVisible();

    // The same words across the whole community.
    await page.getByTestId('search-scope-all').click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=[^&]+$`));
    await expect(page.getByTestId('search-results').locator(`[data-post-id="${postId}"]`)).toBeVisible();
    await expectNoWcagViolations(page);

    // Initial consonants only, typed on the home's search box.
    const choseong = [...word].map((syllable) => 'ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊ'['가나다라마바사아자차'.indexOf(syllable)]).join('');
    await page.goto(`${COMMUNITY[brand]}/`);
    await page.getByTestId('community-search-input').fill(choseong);
    await page.getByTestId('community-search-submit').click();
    await expect(page.getByTestId('search-results').locator(`[data-post-id="${postId}"]`)).toBeVisible();

    // A blank search is refused where it is typed.
    await page.getByTestId('community-search-input').fill('   ');
    await page.getByTestId('community-search-submit').click();
    await expect(page.getByText('1글자 이상 검색해주세요.')).toBeVisible();
  });

  test(`brand ${brand.toUpperCase()}: reports from five members hide a post from its board, while its author still sees it marked`, async ({ page, browser }) => {
    const author = await newCommunityMember(browser, brand, '신고당할글쓴이');
    const title = `신고 테스트용 광고 글 (${Date.now()})`;
    const postId = await writePostAsPage(author.page, 'free', title, '<p>지금 바로 연락 주세요.</p>');
    for (let n = 1; n <= 4; n += 1) {
      const reporter = await newCommunityMember(browser, brand, `신고자${n}`);
      expect(await reportPostAsPage(reporter.page, postId)).toBe(false);
      await reporter.close();
    }

    await registerOnCommunity(page, brand, '다섯번째신고자');
    await page.goto(`${COMMUNITY[brand]}/community/free/${postId}`);
    await page.getByTestId('post-report').click();
    const dialog = page.getByTestId('report-dialog');
    // 기타 needs words; the dialog says so and keeps the choice.
    await dialog.getByLabel('기타', { exact: true }).check();
    await dialog.getByTestId('report-submit').click();
    await expect(dialog.getByTestId('report-error')).toHaveText('기타 사유를 입력해주세요.');
    await dialog.getByLabel('스팸/광고', { exact: true }).check();
    await dialog.getByTestId('report-submit').click();
    await expect(page.getByText('신고가 쌓여 글이 검토 전까지 숨겨졌어요.')).toBeVisible();
    await expect(page).toHaveURL(`${COMMUNITY[brand]}/community/free`);
    await expect(page.getByTestId('board-posts').locator(`[data-post-id="${postId}"]`)).toHaveCount(0);

    const response = await page.goto(`${COMMUNITY[brand]}/community/free/${postId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '신고가 누적되어 숨겨진 게시글입니다.' })).toBeVisible();

    // Its author still opens it, marked as under review.
    await author.page.goto(`${COMMUNITY[brand]}/community/free/${postId}`);
    await expect(author.page.getByTestId('post-hidden-banner')).toBeVisible();
    await author.close();
  });
}

test("an operator restores a post hidden by reports and pins it above its board's list", async ({ page, browser }) => {
  const author = await newCommunityMember(browser, 'a', '공지될글쓴이');
  const title = `시험장 준비물 체크리스트 (${Date.now()})`;
  const postId = await writePostAsPage(author.page, 'free', title, '<p>수험표, 신분증, 컴퓨터용 사인펜.</p>');
  await author.close();
  for (let n = 1; n <= 5; n += 1) {
    const reporter = await newCommunityMember(browser, 'a', `오신고${n}`);
    expect(await reportPostAsPage(reporter.page, postId)).toBe(n === 5);
    await reporter.close();
  }

  await loginOnCommunity(page, 'a', ADMIN_A);
  await page.goto(`${COMMUNITY.a}/community/free/${postId}`);
  await expect(page.getByTestId('post-hidden-banner')).toBeVisible();
  await page.getByTestId('post-moderation-restore').click();
  await page.getByTestId('post-moderation-dialog-confirm').click();
  await expect(page.getByTestId('post-hidden-banner')).toHaveCount(0);

  await page.getByTestId('post-moderation-pin').click();
  await page.getByTestId('post-moderation-dialog-confirm').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('공지');

  await page.goto(`${COMMUNITY.a}/community/free`);
  await expect(page.getByTestId('board-posts').locator(`[data-post-id="${postId}"]`)).toHaveAttribute('data-notice', 'true');
});
