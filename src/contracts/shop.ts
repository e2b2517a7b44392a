/** The brand B shop's endpoints the CBT app calls (spec §7.2): user, header categories, exam products, orders, cart. */
import { type Static, Type } from 'typebox';
import { DateTime, Nullable } from './common';
import { ORDER_MAX_LINES } from './constants';

export const ShopUser = Type.Object({
  username: Type.String(),
  nickname: Nullable(Type.String()),
  email: Type.String(),
});
export type ShopUser = Static<typeof ShopUser>;

export const ShopCategoryKind = Type.Union([Type.Literal('LIST'), Type.Literal('MAJOR_LEARNING')], {
  description: 'LIST: 강의 목록, MAJOR_LEARNING: 전공학습 (드롭다운 메뉴가 있는 탭)',
});
export type ShopCategoryKind = Static<typeof ShopCategoryKind>;

/** A tab of the brand B header (GET /v2/categories/gnb). */
export const ShopCategory = Type.Object({
  label: Type.String({ description: '탭 이름' }),
  categoryId: Type.Integer({ description: '분류 번호 (LIST는 쇼핑몰의 /list/{categoryId})' }),
  kind: ShopCategoryKind,
});
export type ShopCategory = Static<typeof ShopCategory>;
export const ShopCategoryList = Type.Array(ShopCategory);

/** The product that sells a paid exam (GET /cbt-product/exams/:examIdx). */
export const ExamProduct = Type.Object({
  shopbyProductId: Type.Integer({ description: '상품 번호 (주문의 productNo)' }),
  optionId: Type.Integer({ description: '옵션 번호 (주문의 optionNo)' }),
});
export type ExamProduct = Static<typeof ExamProduct>;

const PositiveInt = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

export const CreateOrderBody = Type.Object(
  {
    products: Type.Array(
      Type.Object(
        {
          productNo: PositiveInt('상품 번호'),
          optionNo: PositiveInt('옵션 번호'),
          orderCnt: Type.Integer({ minimum: 1, maximum: 99, description: '수량 (시험은 1)' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: ORDER_MAX_LINES },
    ),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const CreatedOrder = Type.Object({
  orderSheetNo: Type.String({ description: '쇼핑몰 주문 페이지 /orders/order/{orderSheetNo}' }),
});
export type CreatedOrder = Static<typeof CreatedOrder>;

export const OrderSheetParams = Type.Object({
  orderSheetNo: Type.String({ pattern: '^[0-9]{20}$', description: '주문서 번호 (숫자 20자리)' }),
});

export const OrderSheetStatus = Type.Union(
  [Type.Literal('OPEN'), Type.Literal('ORDERED'), Type.Literal('PAID'), Type.Literal('EXPIRED'), Type.Literal('CANCELLED')],
  { description: 'OPEN 결제 대기, ORDERED 주문됨 (입금대기), PAID 결제 완료, EXPIRED, CANCELLED' },
);

export const OrderSheet = Type.Object({
  orderSheetNo: Type.String(),
  status: OrderSheetStatus,
  totalAmount: Type.Integer({ description: '합계 (원)' }),
  createdAt: DateTime(),
  expiresAt: DateTime({ description: '이 시각이 지나면 결제할 수 없음' }),
  paidAt: Nullable(DateTime()),
  orderNo: Nullable(Type.String({ description: '이 주문서로 주문했으면 그 주문 번호' })),
  lines: Type.Array(
    Type.Object({
      productNo: Type.Integer(),
      optionNo: Type.Integer(),
      title: Type.String(),
      quantity: Type.Integer(),
      unitPrice: Type.Integer({ description: '주문서를 만들 때의 단가 (원)' }),
      examIdx: Nullable(Type.Integer({ description: '시험 상품이면 그 시험 번호' })),
    }),
  ),
});
export type OrderSheet = Static<typeof OrderSheet>;

export const CartPlatform = Type.Union([Type.Literal('PC'), Type.Literal('MOBILE')], { description: '접속 환경 (없으면 PC)' });
export const CartCountHeaders = Type.Object({ platform: Type.Optional(CartPlatform) });
export const CartCount = Type.Object({ count: Type.Integer({ minimum: 0, description: '장바구니에 담긴 상품 줄 수' }) });
export type CartCount = Static<typeof CartCount>;
