/**
 * `/orders/toss/success?paymentKey&orderId&amount` (ADR 28): where Toss's window sends the member after paying. The
 * page asks the server to confirm; nothing is paid until the server has checked the amount and Toss has confirmed.
 */
import { ShopFrame } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { TossSuccessView } from '@/web/shop/toss-views';
import type { ShellPageProps } from '@/web/ssr/shell-page';

interface TossSuccessProps {
  paymentKey: string;
  orderId: string;
  amount: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export const getServerSideProps = shopPage<TossSuccessProps>({
  auth: 'required',
  seo: { title: '결제 확인', noIndex: true },
  load: async ({ ctx }) => {
    const paymentKey = first(ctx.query.paymentKey);
    const orderId = first(ctx.query.orderId);
    const amount = Number(first(ctx.query.amount));
    if (!paymentKey || !orderId || !Number.isSafeInteger(amount) || amount < 0) return { notFound: true };
    return { props: { paymentKey, orderId, amount } };
  },
});

export default function TossSuccessPage({ paymentKey, orderId, amount }: ShellPageProps & TossSuccessProps) {
  return (
    <ShopFrame title="결제 확인" crumbs={[{ label: '주문/결제' }]}>
      <TossSuccessView paymentKey={paymentKey} orderId={orderId} amount={amount} />
    </ShopFrame>
  );
}
