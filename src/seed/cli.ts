/**
 * `npm run db:migrate`, `npm run db:seed`, `npm run db:grant-role -- <a|b> <email> <ROLE>` and
 * `npm run db:approve-corporate -- <a|b> <email>` / `npm run db:reject-corporate -- <a|b> <email>` (the
 * review of corporate sign-ups until the operator console has its queue; ADR 22), and
 * `npm run db:mark-order-paid -- <orderNo>` (a bank transfer arrived; ADR 27) and
 * `npm run db:mark-order-refunded -- <orderNo>` (a cancelled bank transfer's money was sent back; ADR 28) and
 * `npm run db:expire-orders` (unpaid shop orders past their time are cancelled, points and coupons restored; ADR 28)
 * and `npm run db:create-admin -- <a|b> <email> [--force] [--password-stdin]` (a brand's first operator; ADR 41).
 * `db:seed` writes the demo accounts, whose password is published, so it refuses to run in production.
 * Do not run against PGlite while the server has it open.
 */
import { Redis } from 'ioredis';
import { getBrand } from '../config/brands';
import { BRANDS, type BrandId } from '../config/hosts';
import { loadConfig } from '../config/server-config';
import { USER_ROLES, type UserRole } from '../db/schema';
import { openConfiguredDatabase } from '../db/open-from-config';
import { approveCorporateUser } from '../server/accounts/approve-corporate-user';
import { grantUserRole } from '../server/accounts/grant-user-role';
import { rejectCorporateUser } from '../server/accounts/reject-corporate-user';
import { type SessionInvalidation, createSessionCache } from '../server/accounts/session-cache';
import { backfillCommunityPostSearch } from '../server/community/backfill-community-post-search';
import { createPaymentProviders } from '../server/payments/payment-providers';
import { createRedisReadVersions } from '../server/read-cache/read-versions';
import { markOrderPaid } from '../server/shop/orders/mark-order-paid';
import { expireUnpaidOrders } from '../server/shop/orders/expire-unpaid-orders';
import { markOrderRefunded } from '../server/shop/orders/mark-order-refunded';
import { CreateAdminRefusal, createAdmin } from './create-admin';
import { seed } from './seed';

const USAGE =
  'usage: tsx src/seed/cli.ts migrate | seed | grant-role <a|b> <email> <MEMBER|CONTENT_EDITOR|ADMIN> | approve-corporate <a|b> <email> | reject-corporate <a|b> <email> | mark-order-paid <orderNo> | mark-order-refunded <orderNo> | expire-orders | create-admin <a|b> <email> [--force] [--password-stdin]';
const COMMANDS = [
  'migrate',
  'seed',
  'grant-role',
  'approve-corporate',
  'reject-corporate',
  'mark-order-paid',
  'mark-order-refunded',
  'expire-orders',
  'create-admin',
] as const;
type Command = (typeof COMMANDS)[number];

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function grantRoleArguments(args: string[]): { brand: BrandId; email: string; role: UserRole } {
  const [brand, email, role] = args;
  if (!brand || !email || !role || args.length !== 3) fail(USAGE);
  if (!(BRANDS as readonly string[]).includes(brand)) fail(`unknown brand "${brand}" (${BRANDS.join(', ')})`);
  if (!(USER_ROLES as readonly string[]).includes(role)) fail(`unknown role "${role}" (${USER_ROLES.join(', ')})`);
  return { brand: brand as BrandId, email, role: role as UserRole };
}

function reviewArguments(args: string[]): { brand: BrandId; email: string } {
  const [brand, email] = args;
  if (!brand || !email || args.length !== 2) fail(USAGE);
  if (!(BRANDS as readonly string[]).includes(brand)) fail(`unknown brand "${brand}" (${BRANDS.join(', ')})`);
  return { brand: brand as BrandId, email };
}

function createAdminArguments(args: string[]): { brand: BrandId; email: string; force: boolean; passwordStdin: boolean } {
  const flags = args.filter((arg) => arg.startsWith('--'));
  const [brand, email, ...rest] = args.filter((arg) => !arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--force' && flag !== '--password-stdin');
  if (!brand || !email || rest.length || unknown.length) fail(USAGE);
  if (!(BRANDS as readonly string[]).includes(brand)) fail(`unknown brand "${brand}" (${BRANDS.join(', ')})`);
  return { brand: brand as BrandId, email, force: flags.includes('--force'), passwordStdin: flags.includes('--password-stdin') };
}

/** The whole of stdin without its final line break (`printf %s "$PASSWORD" | …` or `… < file`). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

function orderNoArgument(args: string[]): string {
  const [orderNo] = args;
  if (!orderNo || args.length !== 1) fail(USAGE);
  if (!/^[0-9]{20}$/.test(orderNo)) fail(`an order number is 20 digits, got "${orderNo}"`);
  return orderNo;
}

/**
 * Running servers keep sessions in memory for up to 30 s. With REDIS_URL they hear this command's bump and forget the
 * user's sessions at once; without it (one server, or PGlite with the server stopped) the 30 s bound is the delay.
 */
async function sessionInvalidation(redisUrl: string | undefined): Promise<{ sessions: SessionInvalidation; close(): Promise<void> }> {
  if (!redisUrl) return { sessions: { forgetUser: async () => {} }, close: async () => {} };
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const versions = await createRedisReadVersions(redis, redis.duplicate());
  return {
    sessions: createSessionCache({ versions }),
    close: async () => {
      await versions.close();
      await redis.quit();
    },
  };
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !(COMMANDS as readonly string[]).includes(command)) fail(USAGE);
  const grant = command === 'grant-role' ? grantRoleArguments(args) : undefined;
  const reviewCommand = command as Command;
  const review = reviewCommand === 'approve-corporate' || reviewCommand === 'reject-corporate' ? reviewArguments(args) : undefined;
  const orderNo = reviewCommand === 'mark-order-paid' || reviewCommand === 'mark-order-refunded' ? orderNoArgument(args) : undefined;
  const admin = reviewCommand === 'create-admin' ? createAdminArguments(args) : undefined;
  const config = loadConfig();
  if (command === 'seed' && config.appEnv === 'production') {
    fail('db:seed writes the demo accounts, whose password is published; it does not run in production (ADR 41)');
  }
  const adminPassword = admin?.passwordStdin ? await readStdin() : process.env.ADMIN_PASSWORD || undefined;
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    // Rows written before a migration added search columns get them now (one quick query when there are none).
    await backfillCommunityPostSearch(database.db);
    if (command === 'seed') await seed(database.db, console.log);
    if (grant) {
      const invalidation = await sessionInvalidation(config.redisUrl);
      try {
        const { previousRole } = await grantUserRole(database.db, invalidation.sessions, { ...grant, actorId: null });
        console.log(`${grant.brand}:${grant.email}: ${previousRole} → ${grant.role}`);
      } finally {
        await invalidation.close();
      }
    }
    if (review) {
      const invalidation = await sessionInvalidation(config.redisUrl);
      try {
        const operation = reviewCommand === 'approve-corporate' ? approveCorporateUser : rejectCorporateUser;
        const { approvalStatus, changed } = await operation(database.db, invalidation.sessions, {
          brand: review.brand,
          account: { email: review.email },
          actorId: null,
        });
        console.log(`${review.brand}:${review.email}: ${approvalStatus}${changed ? '' : ' (unchanged)'}`);
      } finally {
        await invalidation.close();
      }
    }
    if (orderNo) {
      // Order numbers are unique across brands; the order is the shop brand's (brand B).
      const brand = BRANDS.find((id) => getBrand(id).hasShop)!;
      const mark = reviewCommand === 'mark-order-refunded' ? markOrderRefunded : markOrderPaid;
      const result = await mark(database.db, createPaymentProviders(), { brand, orderNo, actorId: null });
      console.log(`${brand}:${orderNo}: ${result.status}${result.changed ? '' : ' (unchanged)'}`);
    }
    if (reviewCommand === 'expire-orders') {
      if (args.length) fail(USAGE);
      for (const brand of BRANDS.filter((id) => getBrand(id).hasShop)) {
        const cancelled = await expireUnpaidOrders(database.db, createPaymentProviders(), { brand });
        console.log(`${brand}: ${cancelled.length} unpaid orders cancelled${cancelled.length ? ` (${cancelled.join(', ')})` : ''}`);
      }
    }
    if (admin) {
      const created = await createAdmin(database.db, { ...admin, password: adminPassword });
      console.log(`${admin.brand}:${created.email}: ADMIN created`);
      // Printed here once and recorded nowhere else: no log line or audit row carries it.
      if (created.generated) console.log(`password (shown once, store it now): ${created.password}`);
    }
    console.log(`${command} done (${database.kind})`);
  } finally {
    await database.close();
  }
}

void main().catch((error) => {
  const plain = error instanceof CreateAdminRefusal || (error instanceof Error && error.name === 'DomainError');
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
});
