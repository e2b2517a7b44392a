import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, examEntitlements, exams, shopCategories, shopCoupons, shopProducts, users } from '../../db/schema';
import { NURSING_PRACTICE_EXAM_TITLES } from '../../seed/content/b-nursing-practice';
import { seed } from '../../seed/seed';
import { DEMO_WELCOME_POINTS, SHOP_SEED_CATEGORIES, seedShop } from '../../seed/seed-shop';
import { addCartItem, createLoggedInUser, createShopProduct } from '../../test/factories';
import { type TestApp, createTestApp } from '../../test/test-app';
import { countCartItems } from './carts/count-cart-items';
import { findMemberCoupons } from './coupons/find-member-coupons';
import { findShopCategories } from './products/find-shop-categories';
import { pointBalance } from './points/point-balance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The whole demo seed, twice: the second run must change nothing.
  await seed(t.database.db);
  await seed(t.database.db);
});
afterAll(() => t.close());

async function demoUserId(email: string) {
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brand, 'b'), eq(users.email, email)));
  return user!.id;
}

describe('seedShop (through the demo seed)', () => {
  it('gives brand B its header tabs in order, one major-learning tab, and brand A none', async () => {
    const db = t.database.db;
    const tabs = await findShopCategories(db, 'b');
    expect(tabs.map((c) => c.label)).toEqual(SHOP_SEED_CATEGORIES.map((c) => c.label));
    expect(tabs.filter((c) => c.kind === 'MAJOR_LEARNING').map((c) => c.label)).toEqual(['전공학습']);
    expect(await findShopCategories(db, 'a')).toEqual([]);
    expect(await db.select().from(shopCategories)).toHaveLength(SHOP_SEED_CATEGORIES.length);
  });

  it('sells every paid brand B exam as one product with its title and price', async () => {
    const db = t.database.db;
    const paid = await db
      .select({ id: exams.id, title: exams.title, price: exams.price })
      .from(exams)
      .where(and(eq(exams.brand, 'b'), eq(exams.isFree, false)))
      .orderBy(asc(exams.id));
    expect(paid.length).toBeGreaterThanOrEqual(3);
    const products = await db.select().from(shopProducts).orderBy(asc(shopProducts.examId));
    expect(products.map((p) => ({ examId: p.examId, title: p.title, price: p.price, brand: p.brand }))).toEqual(
      paid.map((e) => ({ examId: e.id, title: e.title, price: e.price, brand: 'b' })),
    );
  });

  it('gives every product words of its own and every category tab products', async () => {
    const db = t.database.db;
    const products = await db
      .select({ title: shopProducts.title, description: shopProducts.description, category: shopCategories.label })
      .from(shopProducts)
      .leftJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId));
    const descriptions = products.map((p) => p.description);
    expect(descriptions.filter((text) => !text), 'products without a description').toEqual([]);
    expect(new Set(descriptions).size, 'two products share a description').toBe(products.length);
    for (const { label } of SHOP_SEED_CATEGORIES) {
      expect(products.filter((p) => p.category === label).length, `${label} has no product`).toBeGreaterThan(0);
    }
  });

  it("fills nurse@'s cart with 2 exams they have not bought, and leaves student@'s empty", async () => {
    const db = t.database.db;
    const nurse = await demoUserId('nurse@nursepass.co.kr');
    const student = await demoUserId('student@nursepass.co.kr');
    expect(await countCartItems(db, 'b', nurse)).toBe(2);
    expect(await countCartItems(db, 'b', student)).toBe(0);

    const owned = await db.select({ examId: examEntitlements.examId }).from(examEntitlements).where(eq(examEntitlements.userId, nurse));
    expect(owned.length).toBeGreaterThan(0);
    const inCart = await db
      .select({ examId: shopProducts.examId })
      .from(cartItems)
      .innerJoin(shopProducts, eq(shopProducts.id, cartItems.productId))
      .where(eq(cartItems.userId, nurse));
    for (const { examId } of owned) expect(inCart.map((c) => c.examId)).not.toContain(examId);
  });

  it("gives nurse@ three coupons (usable, percent, expired) and 2,000원 of points once; the walk-through's exams stay out of every cart", async () => {
    const db = t.database.db;
    const nurse = await demoUserId('nurse@nursepass.co.kr');
    const coupons = await findMemberCoupons(db, { brand: 'b', userId: nurse });
    expect(coupons.items.map((c) => [c.code, c.status]).sort()).toEqual([
      ['NURSE-CHEER-10', 'USABLE'],
      ['SPRING-EXAM-2026', 'EXPIRED'],
      ['WELCOME-3000', 'USABLE'],
    ]);
    expect(await pointBalance(db, 'b', nurse)).toBe(DEMO_WELCOME_POINTS);
    expect(await db.select().from(shopCoupons).where(eq(shopCoupons.code, 'NURSEPASS-5000'))).toHaveLength(1);
    const walkThrough = await db
      .select({ id: cartItems.productId })
      .from(cartItems)
      .innerJoin(shopProducts, eq(shopProducts.id, cartItems.productId))
      .innerJoin(exams, eq(exams.id, shopProducts.examId))
      .where(inArray(exams.title, [...NURSING_PRACTICE_EXAM_TITLES]));
    expect(walkThrough).toEqual([]);
  });

  it('leaves a cart the member has changed alone on a later run', async () => {
    const db = t.database.db;
    const nurse = await demoUserId('nurse@nursepass.co.kr');
    const [line] = await db.select().from(cartItems).where(eq(cartItems.userId, nurse)).limit(1);
    await db.delete(cartItems).where(and(eq(cartItems.userId, nurse), eq(cartItems.productId, line!.productId)));
    await seedShop(db);
    expect(await countCartItems(db, 'b', nurse)).toBe(1);
  });
});

describe('shop tables', () => {
  it('refuses a cart line with a quantity outside 1..99, an unknown option or another brand', async () => {
    const db = t.database.db;
    const { user } = await createLoggedInUser(db, { brand: 'b' });
    const product = await createShopProduct(db, { optionNo: 7 });
    await expect(addCartItem(db, user, product, { quantity: 0 })).rejects.toThrow();
    await expect(addCartItem(db, user, product, { quantity: 100 })).rejects.toThrow();
    await expect(addCartItem(db, user, { ...product, optionNo: 8 })).rejects.toThrow();
    await expect(addCartItem(db, user, { ...product, brand: 'a' })).rejects.toThrow();
    await addCartItem(db, user, product, { quantity: 99 });
    await expect(addCartItem(db, user, product)).rejects.toThrow();
  });

  it("refuses a second product for the same exam and a product of another brand's exam", async () => {
    const db = t.database.db;
    const [sold] = await db.select({ examId: shopProducts.examId }).from(shopProducts).limit(1);
    const [brandAExam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.brand, 'a')).limit(1);
    await expect(createShopProduct(db, { examId: sold!.examId })).rejects.toThrow();
    await expect(createShopProduct(db, { examId: brandAExam!.id })).rejects.toThrow();
  });
});
