/**
 * Demo content: accounts of every type on both brands (an operator on each), with notifications and scraps so counts
 * are real, then exams, chat, shop and community.
 * Idempotent: accounts that already exist are left alone. All demo passwords are DEMO_PASSWORD.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type NewUser, channels, notifications, scraps, users } from '../db/schema';
import { grantUserRole } from '../server/accounts/grant-user-role';
import { hashPassword } from '../server/accounts/password';
import { SEED_EXAMS } from './content';
import { seedCertificates } from './seed-certificates';
import { seedChat } from './seed-chat';
import { seedCommunity } from './seed-community';
import { seedExams } from './seed-exams';
import { seedLegalDocuments } from './legal-documents';
import { seedPortalNotifications } from './portal-notifications';
import { seedPortalSocial } from './portal-social';
import { seedPostings } from './seed-postings';
import { seedShop } from './seed-shop';

export const DEMO_PASSWORD = 'careerroad1!';

interface DemoAccount extends Omit<NewUser, 'passwordHash'> {
  channel?: { url: string; title: string; deactivated?: boolean };
  unreadNotifications?: string[];
  readNotifications?: string[];
  scrapTargets?: Array<{ targetType: string; targetId: string }>;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    brand: 'a',
    email: 'student@careerroad.kr',
    username: '김하늘',
    type: 'NORMAL',
    unreadNotifications: [
      '관심 등록한 「2026 청년 ESG 서포터즈」 모집이 3일 후 마감됩니다.',
      '「공기업 NCS 실전 모의고사 1회」 응시 결과가 나왔습니다.',
      '스크랩한 「하반기 금융권 인턴십」 공고에 새 소식이 있습니다.',
    ],
    readNotifications: ['커리어로드에 가입하신 것을 환영합니다.'],
    scrapTargets: [
      { targetType: 'activity', targetId: 'esg-supporters-2026' },
      { targetType: 'recruit', targetId: 'finance-intern-2026h2' },
    ],
  },
  {
    brand: 'a',
    email: 'hr@careerroad.kr',
    username: '박지훈',
    type: 'CORPORATE',
    companyName: '(주)한빛에너지',
    businessNumber: '1208800001',
    representativeName: '김한빛',
    contactPhone: '0521234567',
    // Signed up, then approved by an operator: an approval can never come before the sign-up it approves.
    createdAt: new Date('2026-01-02T01:00:00Z'),
    corporateApprovedAt: new Date('2026-01-05T01:00:00Z'),
    channel: { url: 'hanbit-energy', title: '한빛에너지 채용 채널' },
    unreadNotifications: ['「2026 하반기 신입 공채」 공고에 새 지원자 2명이 있습니다.'],
  },
  {
    brand: 'a',
    email: 'pending@careerroad.kr',
    username: '최유진',
    type: 'CORPORATE',
    companyName: '(주)새봄디자인',
    businessNumber: '1208800020',
    representativeName: '최새봄',
    contactPhone: '0212345678',
  },
  {
    brand: 'a',
    email: 'closed@careerroad.kr',
    username: '정민수',
    type: 'CORPORATE',
    companyName: '(주)푸른물류',
    businessNumber: '1208800035',
    representativeName: '정푸른',
    contactPhone: '0317654321',
    createdAt: new Date('2025-02-26T01:00:00Z'),
    corporateApprovedAt: new Date('2025-03-02T01:00:00Z'),
    channel: { url: 'pureun-logistics', title: '푸른물류 채널', deactivated: true },
  },
  {
    brand: 'b',
    email: 'nurse@nursepass.co.kr',
    username: '이서윤',
    nickname: '서윤간호사',
    type: 'NORMAL',
    unreadNotifications: ['「상급종합병원 간호직 필기 모의고사」가 새로 등록되었습니다.'],
  },
  {
    brand: 'b',
    email: 'student@nursepass.co.kr',
    username: '한도윤',
    type: 'NORMAL',
  },
  // Operators: granted their role through the operation, so the audit log starts with the grant.
  {
    brand: 'a',
    email: 'admin@careerroad.kr',
    username: '윤서진',
    type: 'NORMAL',
    role: 'ADMIN',
  },
  {
    brand: 'b',
    email: 'editor@nursepass.co.kr',
    username: '오지민',
    nickname: '출제지기',
    type: 'NORMAL',
    role: 'CONTENT_EDITOR',
  },
  // Brand B's ADMIN: marks bank-transfer orders paid (POST /apiV2/admin/orders/:orderNo/mark-paid).
  {
    brand: 'b',
    email: 'admin@nursepass.co.kr',
    username: '강하늘',
    type: 'NORMAL',
    role: 'ADMIN',
  },
];

export async function seed(db: Db, log: (message: string) => void = () => {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const {
    channel,
    unreadNotifications = [],
    readNotifications = [],
    scrapTargets = [],
    role = 'MEMBER',
    ...account
  } of DEMO_ACCOUNTS) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brand, account.brand), eq(users.email, account.email)))
      .limit(1);
    if (existing.length > 0) continue;
    await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ ...account, passwordHash }).returning({ id: users.id });
      if (!user) throw new Error(`could not seed ${account.email}`);
      if (channel) {
        await tx.insert(channels).values({
          ownerId: user.id,
          url: channel.url,
          title: channel.title,
          deactivatedAt: channel.deactivated ? new Date('2026-06-30T15:00:00Z') : null,
        });
      }
      const notes = [
        ...unreadNotifications.map((title) => ({ userId: user.id, title })),
        ...readNotifications.map((title) => ({ userId: user.id, title, readAt: new Date() })),
      ];
      if (notes.length) await tx.insert(notifications).values(notes);
      if (scrapTargets.length) await tx.insert(scraps).values(scrapTargets.map((t) => ({ ...t, userId: user.id })));
    });
    // A new account has no session to forget.
    if (role !== 'MEMBER') {
      await grantUserRole(db, { forgetUser: async () => {} }, { brand: account.brand, email: account.email, role, actorId: null });
    }
    log(`seeded ${account.brand}:${account.email}${role === 'MEMBER' ? '' : ` (${role})`}`);
  }
  // Exams after accounts: the demo activity (likes, a purchase, a finished record) belongs to the demo members.
  await seedExams(db, SEED_EXAMS, log);
  await seedChat(db, log);
  // After exams: products sell the paid brand B exams, and the demo cart skips the one nurse@ already owns.
  await seedShop(db, log);
  // After accounts: demo members wrote some of the posts and comments.
  await seedCommunity(db, log);
  // After accounts: student@careerroad.kr scraps some postings.
  await seedPostings(db, { passwordHash }, log);
  // After postings: the demo student's notifications link to their scrapped postings.
  await seedPortalNotifications(db, log);
  // After postings: channel pages, follows and comments (replies notify the demo student).
  await seedPortalSocial(db, log);
  // The 자격증 list of 스펙 관리; depends on nothing.
  await seedCertificates(db, log);
  // Reference data: the brands' legal documents and FAQ; depends on nothing.
  await seedLegalDocuments(db, log);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}
