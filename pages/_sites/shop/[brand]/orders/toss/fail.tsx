/**
 * `/orders/toss/fail?code&message&orderId` (ADR 28): Toss's window was closed or refused. Toss's own message (Korean)
 * is shown; the order stays 결제대기 and can be paid again.
 */
import { ShopFrame } from '@/web/shop/shop-layout';
import { shopPage } from '@/web/shop/shop-ssr';
import { TossFailView } from '@/web/shop/toss-views';
import type { ShellPageProps } from '@/web/ssr/shell-page';

interface TossFailProps {
  message: string;
  orderId: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export const getServerSideProps = shopPage<TossFailProps>({
  auth: 'required',
  seo: { title: '결제 실패', noIndex: true },
  load: async ({ ctx }) => ({ props: { message: first(ctx.query.message).slice(0, 300), orderId: first(ctx.query.orderId).slice(0, 64) } }),
});

export default function TossFailPage({ message, orderId }: ShellPageProps & TossFailProps) {
  return (
    <ShopFrame title="결제 실패" crumbs={[{ label: '주문/결제' }]}>
      <TossFailView message={message} orderId={orderId} />
    </ShopFrame>
  );
}
