/**
 * Content one member or company writes cannot act on those who read it: saved through the API with an image that
 * signs the reader out (`/logout?next=/`), images that report the reader to another host (absolute and
 * protocol-relative) and a link to /logout, a posting body and a community post come back without them (their text
 * kept); a channel introduction and a cover letter are plain text, kept as typed and shown as text (never as HTML).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kstDayKey } from '../../config/kst';
import { channels, users } from '../../db/schema';
import { communityCall } from '../../test/community-kit';
import { createCommunityBoard, createLoggedInUser, createUser } from '../../test/factories';
import { dataOf, graphql } from '../../test/graphql-call';
import { useTestApp } from '../../test/test-app';
import { createSession } from '../accounts/create-session';

const t = useTestApp();
const db = () => t.database.db;

const ACTING = [
  '<img src="/logout?next=/">',
  '<img src="https://outside.example/track.png">',
  '<img src="//outside.example/x.png">',
  '<a href="/logout">로그아웃</a>',
].join('');
const PAYLOAD = `<p>안내 본문</p>${ACTING}`;

/** What none of the stored HTML may carry any more. */
function expectInert(html: string) {
  expect(html).toContain('안내 본문');
  expect(html).not.toMatch(/<img/);
  expect(html).not.toMatch(/logout|outside\.example/);
}

let sequence = 0;

async function approvedCompany(withChannel: boolean) {
  const user = await createUser(db(), { type: 'CORPORATE' });
  await db().update(users).set({ corporateApprovedAt: new Date() }).where(eq(users.id, user.id));
  if (withChannel) await db().insert(channels).values({ ownerId: user.id, url: `inert-${++sequence}-${Date.now().toString(36)}`, title: '새솔테크' });
  const { token } = await createSession(db(), user, { ttlDays: 1 });
  return `accessToken=${token}`;
}

describe('rich bodies lose what would act on the reader', () => {
  it('a posting body', async () => {
    const cookie = await approvedCompany(true);
    const day = (offset: number) => kstDayKey(Date.now() + offset * 86_400_000);
    const input = {
      kind: 'CONTEST',
      title: `무해한 공모전 ${Date.now().toString(36)}`,
      organiserType: 'STARTUP',
      fields: ['IDEA'],
      targets: ['UNIVERSITY'],
      region: 'ONLINE',
      benefits: ['PRIZE'],
      prizeMoney: '1000000',
      applyUrl: 'https://saesol.example.com/apply',
      receptionStartDay: day(0),
      receptionEndDay: day(14),
      bodyHtml: PAYLOAD,
    };
    const created = dataOf<{ id: string; bodyHtml: string }>(
      await graphql(t, `mutation ($input: ManagedPostingInput!) { createPostingDraft(input: $input) { id bodyHtml } }`, { input }, { cookie }),
      'createPostingDraft',
    );
    expectInert(created.bodyHtml);
    expect(created.bodyHtml).toContain('>로그아웃</a>');
    const read = dataOf<{ bodyHtml: string }>(
      await graphql(t, `query ($id: ID!) { managedPosting(id: $id) { bodyHtml } }`, { id: created.id }, { cookie }),
      'managedPosting',
    );
    expectInert(read.bodyHtml);
  });

  it('a community post, written and edited', async () => {
    const member = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    const created = dataOf<{ id: string; bodyHtml: string; containsImage: boolean }>(
      await communityCall(t, 'createPost', { boardSlug: board.slug, input: { title: '무해한 글', bodyHtml: PAYLOAD } }, { cookie: member.cookie }),
      'createCommunityPost',
    );
    expectInert(created.bodyHtml);
    expect(created.containsImage).toBe(false);
    const read = dataOf<{ bodyHtml: string }>(await communityCall(t, 'post', { id: created.id }), 'communityPost');
    expectInert(read.bodyHtml);
    const edited = dataOf<{ bodyHtml: string }>(
      await communityCall(t, 'updatePost', { id: created.id, input: { title: '고친 글', bodyHtml: PAYLOAD } }, { cookie: member.cookie }),
      'updateCommunityPost',
    );
    expectInert(edited.bodyHtml);
  });
});

describe('plain-text fields stay text', () => {
  it('a channel introduction is kept as typed, for the page to show as text', async () => {
    const cookie = await approvedCompany(false);
    const introduction = `소개 ${ACTING}`;
    const input = {
      url: `inert-${++sequence}-${Date.now().toString(36)}`,
      title: '새솔테크',
      introduction,
      homepage: 'https://saesol.example.com',
      industry: 'IT',
      companySize: 'STARTUP',
    };
    const created = dataOf<{ introduction: string }>(
      await graphql(t, `mutation ($input: ChannelInput!) { createChannel(input: $input) { introduction } }`, { input }, { cookie }),
      'createChannel',
    );
    expect(created.introduction).toBe(introduction);
    const page = dataOf<{ introduction: string }>(
      await graphql(t, `query ($url: String!) { channelPage(url: $url) { introduction } }`, { url: input.url }),
      'channelPage',
    );
    expect(page.introduction).toBe(introduction);
  });

  it('a homepage that is not http(s) is refused', async () => {
    const cookie = await approvedCompany(false);
    const response = await graphql(
      t,
      `mutation ($input: ChannelInput!) { createChannel(input: $input) { id } }`,
      { input: { url: `inert-${++sequence}`, title: '새솔테크', introduction: '', homepage: '/logout', industry: 'IT', companySize: 'STARTUP' } },
      { cookie },
    );
    expect(response.json().errors?.[0]?.extensions?.code).toBe('INVALID_CHANNEL_HOMEPAGE');
  });

  it('a cover letter is kept as typed, for the editor to show as text', async () => {
    const member = await createLoggedInUser(db());
    const letter = dataOf<{ id: string; version: number }>(
      await graphql(t, `mutation ($title: String) { createCoverLetter(title: $title) { id version } }`, { title: '무해한 자기소개서' }, { cookie: member.cookie }),
      'createCoverLetter',
    );
    const answer = `지원 동기 ${ACTING}`;
    const saved = dataOf<{ questions: { answer: string }[] }>(
      await graphql(
        t,
        `mutation ($input: SaveCoverLetterInput!) { saveCoverLetter(input: $input) { questions { answer } } }`,
        {
          input: {
            id: letter.id,
            baseVersion: letter.version,
            title: `무해한 <img src="/logout?next=/">`,
            company: '새솔테크',
            job: '마케팅',
            postingId: null,
            questions: [{ question: '지원 동기를 적어주세요.', charLimit: 500, answer }],
          },
        },
        { cookie: member.cookie },
      ),
      'saveCoverLetter',
    );
    expect(saved.questions[0]!.answer).toBe(answer);
  });
});
