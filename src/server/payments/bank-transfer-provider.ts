/**
 * 무통장입금, the embedded default provider: no outside service. Authorising an order hands the member the account
 * and a deadline; the deposit is seen by an operator, whose mark-paid (`npm run db:mark-order-paid`, or the ADMIN
 * route the console will use) is the confirm. Cancelling records nothing outside: a refund of a deposit is a
 * transfer staff make by hand (slice 2 adds the refund request).
 */
import { invalid } from '../errors/domain-error';
import type { DepositAccount, PaymentProvider } from './payment-provider';

/** Days a member has to transfer the money after placing the order (a common Korean shop default). */
export const DEPOSIT_DAYS = 3;

/** The demo company's account (src/config/brands.ts names the company); set BANK_TRANSFER_ACCOUNT in production. */
export const DEFAULT_DEPOSIT_ACCOUNT: DepositAccount = { bank: '너스은행', account: '100-2026-000001', holder: '(주)너스패스' };

/** `은행|계좌번호|예금주`, e.g. from BANK_TRANSFER_ACCOUNT; null when blank or malformed. */
export function parseDepositAccount(raw: string | undefined): DepositAccount | null {
  const parts = (raw ?? '').split('|').map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => !part)) return null;
  const [bank, account, holder] = parts as [string, string, string];
  return { bank, account, holder };
}

export function createBankTransferProvider(account: DepositAccount = DEFAULT_DEPOSIT_ACCOUNT): PaymentProvider {
  return {
    id: 'bank-transfer',
    async authorize({ orderNo, now }) {
      const deadline = new Date(now.getTime() + DEPOSIT_DAYS * 24 * 60 * 60_000);
      return { status: 'PENDING', providerReference: orderNo, deposit: { ...account, deadline } };
    },
    async confirm({ amount, providerReference }) {
      // The operator confirms the order's own amount; nothing else can arrive here (no remote amount to compare).
      if (!Number.isSafeInteger(amount) || amount < 0) throw invalid('결제 금액이 올바르지 않습니다.', 'PAYMENT_AMOUNT_INVALID');
      return { providerReference };
    },
    async cancel() {},
  };
}
