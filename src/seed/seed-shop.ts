/**
 * Demo brand B shop: the header's category tabs, one product per paid brand B exam, and a cart of two lines for
 * nurse@nursepass.co.kr (exams they have not bought; seedExams gives them the first paid exam) so the badge shows
 * a real number. student@nursepass.co.kr keeps an empty cart.
 * Idempotent: categories and products are upserted; the demo cart is filled only while it is empty.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { BrandId } from '../config/hosts';
import type { Db } from '../db/client';
import { type ShopCategoryKind, cartItems, examEntitlements, exams, shopCategories, shopProducts, users } from '../db/schema';

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

async function upsertCategories(db: Db) {
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

/** One product per paid brand B exam; title and price follow the exam. */
async function upsertExamProducts(db: Db) {
  const paid = await db
    .select({ id: exams.id, title: exams.title, price: exams.price })
    .from(exams)
    .where(and(eq(exams.brand, 'b'), eq(exams.isFree, false)))
    .orderBy(asc(exams.id));
  for (const exam of paid) {
    await db
      .insert(shopProducts)
      .values({ brand: 'b', title: exam.title, price: exam.price ?? 0, optionNo: examOptionNo(exam.id), examId: exam.id })
      .onConflictDoUpdate({ target: shopProducts.examId, set: { title: exam.title, price: exam.price ?? 0 } });
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

export async function seedShop(db: Db, log: (message: string) => void = () => {}): Promise<void> {
  await upsertCategories(db);
  await upsertExamProducts(db);
  await seedDemoCart(db, log);
}
