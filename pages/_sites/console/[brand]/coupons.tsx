/** 쿠폰 (ADR 33): create the shop's coupons, end them early and issue them to members; ADMIN only (brand B sells). */
import { ConsoleLayout } from '@/web/console/console-layout';
import { type ConsolePageProps, consolePageServerSideProps } from '@/web/console/console-page-ssr';
import { CouponPage } from '@/web/console/coupon-list';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = consolePageServerSideProps({ title: '쿠폰', adminOnly: true });

export default function ConsoleCouponsPage({ brand, access, operatorName, admin }: ShellPageProps & ConsolePageProps) {
  return (
    <ConsoleLayout brand={brand} access={access} operatorName={operatorName} admin={admin} current="/coupons" title="쿠폰">
      <CouponPage brand={brand} />
    </ConsoleLayout>
  );
}
