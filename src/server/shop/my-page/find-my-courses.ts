import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { SHOP_PAGE_SIZE } from '../../../contracts/constants';
import type { MyCoursePage } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { examEntitlements, exams } from '../../../db/schema';
import { pageOffset } from '../products/shop-product-rows';

/** The exams the member may take (`/mypage/my-courses`): bought or granted, published, newest grant first, 20 per page. */
export async function findMyCourses(db: Db, input: { brand: BrandId; userId: string; page?: number }): Promise<MyCoursePage> {
  const where = and(eq(examEntitlements.userId, input.userId), eq(exams.brand, input.brand), isNotNull(exams.publishedAt));
  const { page, offset } = pageOffset(input.page, SHOP_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db
      .select({ examIdx: exams.id, title: exams.title, grantedAt: examEntitlements.grantedAt, orderNo: examEntitlements.orderNo })
      .from(examEntitlements)
      .innerJoin(exams, eq(exams.id, examEntitlements.examId))
      .where(where)
      .orderBy(desc(examEntitlements.grantedAt), desc(exams.id))
      .limit(SHOP_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(examEntitlements).innerJoin(exams, eq(exams.id, examEntitlements.examId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() })),
    totalCount: total?.n ?? 0,
    page,
    pageSize: SHOP_PAGE_SIZE,
  };
}
