/**
 * Demo brand B shop: the header's category tabs, one product per paid brand B exam (in the list and with the words its
 * content's shop listing gives it, so every list has products and no two products share a text), and a cart of two lines for
 * nurse@nursepass.co.kr (exams they have not bought; seedExams gives them the first paid exam) so the badge shows
 * a real number. student@nursepass.co.kr keeps an empty cart. Coupons and 적립금 (ADR 28): brand B's demo coupons,
 * three of them held by the nurse (usable, percent, expired) and one left to register by its code, and a welcome
 * 적립금 of 2,000원 for the nurse.
 * Idempotent: categories and products are upserted; the demo cart is filled only while it is empty; coupons are
 * created once by code, issued once per member, and the welcome points written only to an empty ledger.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { BrandId } from '../config/hosts';
import type { Db } from '../db/client';
import {
  type CouponKind,
  type ShopCategoryKind,
  cartItems,
  examEntitlements,
  exams,
  memberCoupons,
  pointEntries,
  shopCategories,
  shopCoupons,
  shopProducts,
  users,
} from '../db/schema';
import { searchColumnValues } from '../server/search/text-match';
import { SEED_EXAMS } from './content';
import type { SeedExam } from './content/types';

export const SHOP_SEED_CATEGORIES: ReadonlyArray<{ brand: BrandId; label: string; kind: ShopCategoryKind }> = [
  { brand: 'b', label: '간호사 국가고시', kind: 'LIST' },
  { brand: 'b', label: '병원 필기시험', kind: 'LIST' },
  { brand: 'b', label: '면접 대비', kind: 'LIST' },
  { brand: 'b', label: '전공학습', kind: 'MAJOR_LEARNING' },
  { brand: 'b', label: '간호 실무', kind: 'LIST' },
];

export const DEMO_CART_EMAIL = 'nurse@nursepass.co.kr';
export const DEMO_CART_LINES = 2;

/** A stable option number for an exam's product (the shop's optionNo). */
export const examOptionNo = (examId: number) => examId * 10 + 1;

/** The header's category tabs (reference data: src/seed/seed-reference-data.ts seeds them in production too). */
export async function upsertCategories(db: Db) {
  const positions = new Map<BrandId, number>();
  for (const category of SHOP_SEED_CATEGORIES) {
    const position = positions.get(category.brand) ?? 0;
    positions.set(category.brand, position + 1);
    await db
      .insert(shopCategories)
      .values({ ...category, position })
      .onConflictDoUpdate({
        target: [shopCategories.brand, shopCategories.label],
        set: { kind: category.kind, position },
      });
  }
}

/** The shop list of a paid exam the demo content does not describe (an operator's), by its CBT category's slug. */
const CATEGORY_BY_EXAM_SLUG: Readonly<Record<string, string>> = {
  'hospital-test': '병원 필기시험',
  'interview-prep': '면접 대비',
  'academic-test': '전공학습',
};

export interface ProductListing {
  category: string | null;
  description: string;
  sale?: { price: number; days: number };
}

/**
 * How the shop sells a paid brand B exam: the demo content's own listing for its exams (each product's words are
 * its own), otherwise the list of its CBT category and no words of its own (the product page shows the exam's).
 */
export function productListing(exam: { title: string; slug: string | null }, content: readonly SeedExam[] = SEED_EXAMS): ProductListing {
  const listed = content.find((seeded) => seeded.brand === 'b' && seeded.title === exam.title)?.shop;
  if (listed) return listed;
  return { category: (exam.slug && CATEGORY_BY_EXAM_SLUG[exam.slug]) || null, description: '' };
}

/** One product per paid brand B exam; title and price follow the exam, list, description and sale its listing. */
async function upsertExamProducts(db: Db) {
  const categories = await db.select({ id: shopCategories.id, label: shopCategories.label }).from(shopCategories).where(eq(shopCategories.brand, 'b'));
  const categoryId = new Map(categories.map((category) => [category.label, category.id]));
  const paid = await db
    .select({
      id: exams.id,
      title: exams.title,
      price: exams.price,
      // The exam's own type or its parent carries the category slug (src/config/brands.ts).
      slug: sql<string | null>`(select coalesce(t.slug, p.slug) from exam_types t left join exam_types p on p.id = t.parent_id
        where t.id = ${exams.examTypeId})`,
    })
    .from(exams)
    .where(and(eq(exams.brand, 'b'), eq(exams.isFree, false)))
    .orderBy(asc(exams.id));
  const day = 24 * 60 * 60_000;
  for (const exam of paid) {
    const listing = productListing(exam);
    const price = exam.price ?? 0;
    const sale = listing.sale && listing.sale.price < price ? listing.sale : undefined;
    const listed = {
      title: exam.title,
      price,
      categoryId: listing.category ? (categoryId.get(listing.category) ?? null) : null,
      description: listing.description,
      ...searchColumnValues(exam.title),
    };
    const inserted = await db
      .insert(shopProducts)
      .values({ brand: 'b', optionNo: examOptionNo(exam.id), examId: exam.id, ...listed })
      .onConflictDoUpdate({ target: shopProducts.examId, set: listed })
      .returning({ id: shopProducts.id, salePrice: shopProducts.salePrice });
    // The sale is set once, so a re-seed does not move its period.
    const product = inserted[0];
    if (sale && product && product.salePrice === null) {
      const now = Date.now();
      await db
        .update(shopProducts)
        .set({ salePrice: sale.price, saleStartsAt: new Date(now - day), saleEndsAt: new Date(now + sale.days * day) })
        .where(eq(shopProducts.id, product.id));
    }
  }
}

async function seedDemoCart(db: Db, log: (message: string) => void) {
  const [nurse] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brand, 'b'), eq(users.email, DEMO_CART_EMAIL)))
    .limit(1);
  if (!nurse) return;
  const [existing] = await db.select({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.userId, nurse.id)).limit(1);
  if (existing) return;
  const owned = db.select({ examId: examEntitlements.examId }).from(examEntitlements).where(eq(examEntitlements.userId, nurse.id));
  const products = await db
    .select({ id: shopProducts.id, optionNo: shopProducts.optionNo })
    .from(shopProducts)
    .where(and(eq(shopProducts.brand, 'b'), notInArray(shopProducts.examId, owned)))
    .orderBy(asc(shopProducts.id))
    .limit(DEMO_CART_LINES);
  if (!products.length) return;
  await db
    .insert(cartItems)
    .values(products.map((p) => ({ userId: nurse.id, brand: 'b' as const, productId: p.id, optionNo: p.optionNo })))
    .onConflictDoNothing();
  log(`seeded ${products.length} cart lines for b:${DEMO_CART_EMAIL}`);
}

const DAY = 24 * 60 * 60_000;

/** Brand B's demo coupons; `issued` ones go to the nurse, `REGISTER-` style ones wait for /mypage/coupons' box. */
export const SHOP_SEED_COUPONS: ReadonlyArray<{
  code: string;
  name: string;
  kind: CouponKind;
  value: number;
  minOrderAmount: number;
  maxDiscount: number | null;
  /** Days from seeding: the period starts `from` days and ends `until` days away (negative: past). */
  from: number;
  until: number;
  issued: boolean;
}> = [
  { code: 'WELCOME-3000', name: '신규 회원 3,000원 할인', kind: 'FIXED', value: 3000, minOrderAmount: 10_000, maxDiscount: null, from: -1, until: 365, issued: true },
  { code: 'NURSE-CHEER-10', name: '간호사 응원 10% 할인', kind: 'PERCENT', value: 10, minOrderAmount: 0, maxDiscount: 2000, from: -1, until: 180, issued: true },
  { code: 'SPRING-EXAM-2026', name: '봄 시험 대비 2,000원 할인', kind: 'FIXED', value: 2000, minOrderAmount: 0, maxDiscount: null, from: -90, until: -30, issued: true },
  { code: 'NURSEPASS-5000', name: '너스패스 5,000원 할인', kind: 'FIXED', value: 5000, minOrderAmount: 15_000, maxDiscount: null, from: -1, until: 365, issued: false },
];

export const DEMO_WELCOME_POINTS = 2000;

async function seedCouponsAndPoints(db: Db, log: (message: string) => void) {
  const now = Date.now();
  for (const coupon of SHOP_SEED_COUPONS) {
    await db
      .insert(shopCoupons)
      .values({
        brand: 'b',
        code: coupon.code,
        name: coupon.name,
        kind: coupon.kind,
        value: coupon.value,
        minOrderAmount: coupon.minOrderAmount,
        maxDiscount: coupon.maxDiscount,
        validFrom: new Date(now + coupon.from * DAY),
        validUntil: new Date(now + coupon.until * DAY),
      })
      // Created once: a re-seed keeps the period members saw.
      .onConflictDoNothing({ target: [shopCoupons.brand, shopCoupons.code] });
  }
  const [nurse] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brand, 'b'), eq(users.email, DEMO_CART_EMAIL)))
    .limit(1);
  if (!nurse) return;
  const issued = SHOP_SEED_COUPONS.filter((coupon) => coupon.issued).map((coupon) => coupon.code);
  const rows = await db
    .select({ id: shopCoupons.id })
    .from(shopCoupons)
    .where(and(eq(shopCoupons.brand, 'b'), inArray(shopCoupons.code, issued)));
  if (rows.length) {
    await db
      .insert(memberCoupons)
      .values(rows.map((row) => ({ brand: 'b' as const, couponId: row.id, userId: nurse.id })))
      .onConflictDoNothing();
  }
  const [entry] = await db.select({ id: pointEntries.id }).from(pointEntries).where(eq(pointEntries.userId, nurse.id)).limit(1);
  if (!entry) {
    await db.insert(pointEntries).values({ brand: 'b', userId: nurse.id, kind: 'EARN', amount: DEMO_WELCOME_POINTS, description: '회원가입 축하 적립금' });
    log(`seeded ${rows.length} coupons and ${DEMO_WELCOME_POINTS}원 of points for b:${DEMO_CART_EMAIL}`);
  }
}

export async function seedShop(db: Db, log: (message: string) => void = () => {}): Promise<void> {
  await upsertCategories(db);
  await upsertExamProducts(db);
  await seedDemoCart(db, log);
  await seedCouponsAndPoints(db, log);
}
