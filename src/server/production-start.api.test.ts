/**
 * The database step of `npm start` (prepareDatabase, ADR 41) by environment, and the first operator of a production
 * database (`npm run db:create-admin`): production gets the reference data a service needs and not one demo account;
 * development keeps seeding an empty database with the demo content.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/server-config';
import { communityBoards, shopCategories, users } from '../db/schema';
import { verifyCredentials } from './accounts/verify-credentials';
import { CreateAdminRefusal, createAdmin, generateAdminPassword } from '../seed/create-admin';
import { DEMO_PASSWORD } from '../seed/seed';
import { prepareDatabase } from '../seed/seed-empty-database';
import { seedReferenceData } from '../seed/seed-reference-data';
import { createTestDatabase } from '../test/test-db';
import { type TestApp, createTestApp } from '../test/test-app';

const CBT_A = 'cbt.careerroad.kr';
const CBT_B = 'cbt.nursepass.co.kr';
const CONSOLE_A = 'admin.careerroad.kr';

describe('a production start on an empty database', { timeout: 120_000 }, () => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    // The environment an operator gets from NODE_ENV=production alone.
    t = await createTestApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', REGISTER_MAX_PER_MINUTE: '1000' }));
    await prepareDatabase(t.database, 'production', (message) => log.push(message));
  });
  afterAll(() => t.close());

  const login = (host: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/apiV2/auth/login', headers: { host }, payload: { email, password } });
  const db = () => t.database.db;

  it('has no demo member: the demo accounts do not exist and their published password logs nobody in', async () => {
    const [accounts] = await db().select({ n: count() }).from(users);
    expect(accounts!.n).toBe(0);
    for (const [host, email] of [
      [CBT_A, 'student@careerroad.kr'],
      [CONSOLE_A, 'admin@careerroad.kr'],
      [CBT_B, 'admin@nursepass.co.kr'],
      [CBT_B, 'nurse@nursepass.co.kr'],
    ] as const) {
      const response = await login(host, email, DEMO_PASSWORD);
      expect(response.statusCode, email).toBe(401);
      expect(response.cookies.find((cookie) => cookie.name === 'accessToken'), email).toBeUndefined();
    }
    // The start says how to make the first operator of each brand.
    expect(log).toContain('Brand A has no ADMIN yet: npm run db:create-admin -- a <email>');
    expect(log).toContain('Brand B has no ADMIN yet: npm run db:create-admin -- b <email>');
  });

  it('has the reference data a service needs: exam categories, community boards, shop categories', async () => {
    for (const host of [CBT_A, CBT_B]) {
      const response = await t.app.inject({ url: '/apiV2/exam-types', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect((response.json() as { items: unknown[] }).items.length, host).toBeGreaterThan(0);
    }
    for (const host of ['community.careerroad.kr', 'community.nursepass.co.kr']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/community/graphql',
        headers: { host },
        payload: { query: '{ communityHome { menus { boards { slug } } } }' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const menus = (response.json() as { data: { communityHome: { menus: Array<{ boards: unknown[] }> } } }).data
        .communityHome.menus;
      expect(menus.flatMap((menu) => menu.boards).length, host).toBeGreaterThan(0);
    }
    const [boards] = await db().select({ n: count() }).from(communityBoards);
    expect(boards!.n).toBeGreaterThan(0);
    const [categories] = await db().select({ n: count() }).from(shopCategories).where(eq(shopCategories.brand, 'b'));
    expect(categories!.n).toBeGreaterThan(0);
    // On every later start the reference data is there already and nothing is written again.
    expect(await seedReferenceData(db())).toEqual([]);
  });

  it('db:create-admin makes one working ADMIN per brand, refuses a second without --force, and adds one with it', async () => {
    const created = await createAdmin(db(), { brand: 'a', email: 'Ops@Careerroad.kr' });
    expect(created.generated).toBe(true);
    expect(created.password).toMatch(/^[A-Za-z2-9]{24}$/);
    expect(created.email).toBe('ops@careerroad.kr');

    const response = await login(CONSOLE_A, 'ops@careerroad.kr', created.password);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === 'accessToken')!;
    expect(session.secure).toBe(true);
    const audit = await t.app.inject({
      url: '/apiV2/admin/audit-events?resourceType=user',
      headers: { host: CONSOLE_A, cookie: `accessToken=${session.value}` },
    });
    expect(audit.statusCode, audit.body).toBe(200);
    // The grant is on the record, without an actor (a command run on the server).
    expect((audit.json() as { items: Array<{ action: string; actor: unknown }> }).items).toContainEqual(
      expect.objectContaining({ action: 'user.role.change', actor: null }),
    );

    await expect(createAdmin(db(), { brand: 'a', email: 'second@careerroad.kr' })).rejects.toThrow(
      new CreateAdminRefusal('brand a already has an ADMIN (ops@careerroad.kr); pass --force to add another one'),
    );
    // --force adds another ADMIN; it never takes over an existing account.
    await expect(createAdmin(db(), { brand: 'a', email: 'ops@careerroad.kr', force: true })).rejects.toThrow(/already an account/);
    const second = await createAdmin(db(), { brand: 'a', email: 'second@careerroad.kr', force: true, password: 'a given passphrase 42' });
    expect(second.generated).toBe(false);
    expect((await login(CONSOLE_A, 'second@careerroad.kr', 'a given passphrase 42')).statusCode).toBe(200);
    // The first ADMIN's password still works.
    expect((await login(CONSOLE_A, 'ops@careerroad.kr', created.password)).statusCode).toBe(200);

    // Brands are separate: brand B still has none, and gets its own.
    expect((await createAdmin(db(), { brand: 'b', email: 'ops@nursepass.co.kr' })).generated).toBe(true);
    const admins = await db()
      .select({ brand: users.brand, email: users.email })
      .from(users)
      .where(eq(users.role, 'ADMIN'))
      .orderBy(users.email);
    expect(admins).toEqual([
      { brand: 'a', email: 'ops@careerroad.kr' },
      { brand: 'b', email: 'ops@nursepass.co.kr' },
      { brand: 'a', email: 'second@careerroad.kr' },
    ]);
  });

  it('db:create-admin refuses a short given password and a malformed email', async () => {
    await expect(createAdmin(db(), { brand: 'b', email: 'x@nursepass.co.kr', password: 'short1', force: true })).rejects.toThrow(
      /12–128 characters/,
    );
    await expect(createAdmin(db(), { brand: 'b', email: 'not-an-email', force: true })).rejects.toThrow(/not an email address/);
    const [refused] = await db()
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.brand, 'b'), eq(users.email, 'x@nursepass.co.kr')));
    expect(refused!.n).toBe(0);
  });
});

describe('generateAdminPassword', () => {
  it('gives a different 24-character password of letters and digits each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, generateAdminPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z2-9]{24}$/);
  });
});

describe('a development start on an empty database', () => {
  it('seeds the demo content, whose accounts log in with the demo password', async () => {
    const database = await createTestDatabase();
    try {
      const log: string[] = [];
      await prepareDatabase(database, 'development', (message) => log.push(message));
      expect(log).toContain('Empty database: seeding demo content…');
      const demo = await database.db
        .select({ email: users.email, role: users.role })
        .from(users)
        .where(and(eq(users.brand, 'a'), eq(users.email, 'admin@careerroad.kr')));
      expect(demo).toEqual([{ email: 'admin@careerroad.kr', role: 'ADMIN' }]);
      const student = await verifyCredentials(database.db, 'a', 'student@careerroad.kr', DEMO_PASSWORD);
      expect(student.email).toBe('student@careerroad.kr');
    } finally {
      await database.close();
    }
  }, 180_000);
});
