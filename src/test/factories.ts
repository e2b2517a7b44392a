/** Test data factories with overrides (createUser({ type: 'CORPORATE' })). */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BRAND_CONFIGS } from '../config/brands';
import type { BrandId } from '../config/hosts';
import type { Db } from '../db/client';
import {
  type CartItem,
  type Channel,
  type Posting,
  type ShopProduct,
  type User,
  type UserRole,
  attachments,
  cartItems,
  channels,
  shopProducts,
} from '../db/schema';
import type { SeedExam, SeedPassage, SeedProblem } from '../seed/content/types';
import { type SeededExam, insertSeedExam, upsertExamTypes } from '../seed/seed-exams';
import { createSession } from '../server/accounts/create-session';
import { grantUserRole } from '../server/accounts/grant-user-role';
import { type CreateUserInput, createUser as createUserOperation } from '../server/accounts/create-user';
import { createExamEntitlement } from '../server/exams/create-exam-entitlement';
import { type PostingInput, createPostings } from '../server/postings/create-postings';
import { searchColumnValues } from '../server/search/text-match';
import { testSlug } from './community-factories';

export * from './community-factories';

export const TEST_PASSWORD = 'testpass123';

export async function createUser(db: Db, overrides: Partial<CreateUserInput> = {}): Promise<User> {
  const type = overrides.type ?? 'NORMAL';
  return createUserOperation(db, {
    brand: 'a',
    email: `user-${randomBytes(4).toString('hex')}@example.kr`,
    password: TEST_PASSWORD,
    username: '테스트회원',
    type,
    ...(type === 'CORPORATE' ? { companyName: '(주)테스트', businessNumber: '1234567890' } : {}),
    ...overrides,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// CBT exams (createExam({ brand: 'b', isFree: false, papers: [{ problems: 10 }] }))

export interface TestSession {
  user: User;
  /** Cookie header value carrying the session. */
  cookie: string;
}

/** A member with an open session, without the cost of a login request. */
export async function createLoggedInUser(db: Db, overrides: Partial<CreateUserInput> = {}): Promise<TestSession> {
  const user = await createUser(db, overrides);
  const { token } = await createSession(db, user, { ttlDays: 1 });
  return { user, cookie: `accessToken=${token}` };
}

/**
 * An operator with an open session: CONTENT_EDITOR of brand A unless told (createLoggedInOperator(db, { role: 'ADMIN',
 * brand: 'b' })). The role is granted through the operation, so the audit log has its user.role.change row.
 */
export async function createLoggedInOperator(
  db: Db,
  overrides: Partial<CreateUserInput> & { role?: UserRole } = {},
): Promise<TestSession> {
  const { role = 'CONTENT_EDITOR', ...userOverrides } = overrides;
  const user = await createUser(db, { username: '테스트운영자', ...userOverrides });
  // No session of this user exists yet, so there is nothing cached to forget.
  await grantUserRole(db, { forgetUser: async () => {} }, { brand: user.brand, email: user.email, role, actorId: null });
  const { token } = await createSession(db, user, { ttlDays: 1 });
  return { user: { ...user, role }, cookie: `accessToken=${token}` };
}

export interface TestPaperInput {
  title?: string;
  timeLimitMinutes?: number;
  /** A number of generated problems (answers cycle 1,2,3,4; subjects alternate), or the problems themselves. */
  problems?: number | SeedProblem[];
  passages?: SeedPassage[];
}

export interface TestExamInput {
  brand?: BrandId;
  categorySlug?: string;
  subType?: string;
  title?: string;
  description?: string;
  isFree?: boolean;
  price?: number;
  communityBoardSlug?: string;
  /** False makes a draft, which only operators see; published by default. */
  published?: boolean;
  papers?: TestPaperInput[];
}

export const TEST_SUBJECTS = ['의사소통능력', '수리능력'] as const;

export function testProblems(count: number, start = 1): SeedProblem[] {
  return Array.from({ length: count }, (_, i) => ({
    subject: TEST_SUBJECTS[i % 2]!,
    stem: `테스트 문제 ${start + i}번: 옳은 것을 고르시오.`,
    choices: ['가', '나', '다', '라'],
    answer: (i % 4) + 1,
    explanation: `${start + i}번 해설`,
  }));
}

export interface TestExam extends SeededExam {
  examTypeId: number;
  /** Every problem of every paper, with its answer, in paper order. */
  problems: Array<{ id: number; examDetailIdx: number; answer: number }>;
}

/**
 * An exam with papers and problems; brand A by default, free unless `isFree: false` (then 10,000원), published
 * unless `published: false`.
 */
export async function createExam(db: Db, input: TestExamInput = {}): Promise<TestExam> {
  const brand = input.brand ?? 'a';
  const isFree = input.isFree ?? true;
  const papers = input.papers ?? [{}];
  const exam: SeedExam = {
    brand,
    categorySlug: input.categorySlug ?? BRAND_CONFIGS[brand].categories[0]!.slug,
    subType: input.subType ?? '테스트 유형',
    title: input.title ?? `테스트 시험 ${randomBytes(3).toString('hex')}`,
    description: input.description ?? '테스트용 시험입니다.',
    isFree,
    ...(isFree ? {} : { price: input.price ?? 10_000 }),
    communityBoardSlug: input.communityBoardSlug ?? 'test-board',
    published: input.published ?? true,
    rounds: papers.map((paper, i) => ({
      title: paper.title ?? `실전 모의고사 ${i + 1}회`,
      timeLimitMinutes: paper.timeLimitMinutes ?? 20,
      passages: paper.passages,
      problems: typeof paper.problems === 'object' ? paper.problems : testProblems(paper.problems ?? 4),
    })),
  };
  const typeIds = await upsertExamTypes(db, [exam]);
  const examTypeId = typeIds.get(`${exam.brand}:${exam.categorySlug}:${exam.subType}`)!;
  const seeded = await insertSeedExam(db, examTypeId, exam);
  const answers = exam.rounds.flatMap((round, r) =>
    round.problems.map((problem, i) => ({
      id: seeded.papers[r]!.problemIds[i]!,
      examDetailIdx: seeded.papers[r]!.examDetailIdx,
      answer: problem.answer,
    })),
  );
  return { ...seeded, examTypeId, problems: answers };
}

/** Grants a paid exam to a member. */
export async function grantExam(db: Db, userId: string, examIdx: number): Promise<void> {
  await createExamEntitlement(db, { userId, examIdx, source: 'GRANT' });
}

// ---------------------------------------------------------------------------------------------------------------
// Brand B shop (createShopProduct(db, { examId }), addCartItem(db, user, product, { quantity: 3 }))

export interface TestShopProductInput {
  brand?: BrandId;
  title?: string;
  price?: number;
  optionNo?: number;
  examId?: number | null;
  categoryId?: number | null;
  salePrice?: number | null;
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
  createdAt?: Date;
}

/** A brand B product, not tied to an exam unless `examId` is given; searchable by its title. */
export async function createShopProduct(db: Db, input: TestShopProductInput = {}): Promise<ShopProduct> {
  const title = input.title ?? `테스트 상품 ${randomBytes(3).toString('hex')}`;
  const [product] = await db
    .insert(shopProducts)
    .values({
      brand: input.brand ?? 'b',
      title,
      price: input.price ?? 10_000,
      optionNo: input.optionNo ?? 1 + randomBytes(3).readUIntBE(0, 3),
      examId: input.examId ?? null,
      categoryId: input.categoryId ?? null,
      salePrice: input.salePrice ?? null,
      saleStartsAt: input.saleStartsAt ?? null,
      saleEndsAt: input.saleEndsAt ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      ...searchColumnValues(title),
    })
    .returning();
  return product!;
}

/** One cart line of `user` holding `product` with the product's option. */
export async function addCartItem(
  db: Db,
  user: Pick<User, 'id'>,
  product: Pick<ShopProduct, 'id' | 'brand' | 'optionNo'>,
  overrides: { quantity?: number; addedAt?: Date } = {},
): Promise<CartItem> {
  const [item] = await db
    .insert(cartItems)
    .values({
      userId: user.id,
      brand: product.brand,
      productId: product.id,
      optionNo: product.optionNo,
      quantity: overrides.quantity ?? 1,
      ...(overrides.addedAt ? { addedAt: overrides.addedAt } : {}),
    })
    .returning();
  return item!;
}

// ---------------------------------------------------------------------------------------------------------------
// Portal postings (createPosting(db, { kind: 'RECRUIT', receptionEndAt: … }), createChannel(db, { title: '한빛전자' }))

/** A corporate member's channel (brand A unless told). */
export async function createChannel(db: Db, input: { title?: string; url?: string; brand?: BrandId } = {}): Promise<Channel> {
  const owner = await createUser(db, { type: 'CORPORATE', brand: input.brand ?? 'a' });
  const [channel] = await db
    .insert(channels)
    .values({ ownerId: owner.id, url: input.url ?? testSlug('channel'), title: input.title ?? '테스트기업' })
    .returning();
  return channel!;
}

export type TestPostingInput = Partial<PostingInput> & { channel?: Channel };

/**
 * A published brand A contest, open from yesterday to a week from now, organised by a new channel unless given;
 * written through the operation (sanitised body, search columns).
 */
export async function createPosting(db: Db, input: TestPostingInput = {}): Promise<Posting> {
  const { channel: given, ...overrides } = input;
  const channel = given ?? (await createChannel(db));
  const now = Date.now();
  const [posting] = await createPostings(db, [
    {
      brand: 'a',
      kind: 'CONTEST',
      title: '테스트 공고',
      channelId: channel.id,
      organiserType: 'LARGE',
      region: 'SEOUL',
      fields: ['MARKETING'],
      targets: ['UNIVERSITY'],
      benefits: ['PRIZE'],
      bodyHtml: '<p>테스트 공고 본문</p>',
      applyUrl: 'https://example.com/apply',
      receptionStartAt: new Date(now - 86_400_000),
      receptionEndAt: new Date(now + 7 * 86_400_000),
      publishedAt: new Date(now - 60_000),
      ...overrides,
    },
  ]);
  return posting!;
}

/**
 * An image `user` uploaded and completed (no bytes stored): its address `/uploads/<key>`, the only image source stored
 * HTML keeps (src/config/stored-html-urls.ts), for bodies written through the operations, which attach it.
 */
export async function createUploadedImage(db: Db, user: Pick<User, 'id'>): Promise<string> {
  const key = `${randomBytes(16).toString('base64url')}.png`;
  await db.insert(attachments).values({
    userId: user.id,
    key,
    name: 'image.png',
    type: 'image/png',
    size: 68,
    status: 'UPLOADED',
    uploadExpiresAt: new Date(Date.now() + 3_600_000),
    uploadedAt: new Date(),
  });
  return `/uploads/${key}`;
}
