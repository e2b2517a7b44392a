/**
 * The providers the app runs with, by payment method: bank transfer always (the embedded default), Toss Payments when
 * both TOSS_CLIENT_KEY and TOSS_SECRET_KEY are set (ADR 28).
 */
import type { PaymentMethod } from '../../db/schema';
import { invalid } from '../errors/domain-error';
import { createBankTransferProvider, parseDepositAccount } from './bank-transfer-provider';
import type { PaymentProvider } from './payment-provider';
import { createTossProvider, tossConfigFromEnv, type TossProvider } from './toss-provider';

export interface PaymentProviders {
  readonly BANK_TRANSFER: PaymentProvider;
  /** Absent when Toss's keys are not set: the order page offers bank transfer only. */
  readonly TOSS?: TossProvider;
}

export function createPaymentProviders(env: Readonly<Record<string, string | undefined>> = process.env): PaymentProviders {
  const toss = tossConfigFromEnv(env);
  return {
    BANK_TRANSFER: createBankTransferProvider(parseDepositAccount(env.BANK_TRANSFER_ACCOUNT) ?? undefined),
    ...(toss ? { TOSS: createTossProvider(toss) } : {}),
  };
}

/** The provider of a method; a method whose provider is not configured is a Korean 400, not a 500. */
export function providerFor(providers: PaymentProviders, method: PaymentMethod): PaymentProvider {
  const provider = providers[method];
  if (!provider) throw invalid('지금은 사용할 수 없는 결제 수단입니다.', 'PAYMENT_METHOD_UNAVAILABLE');
  return provider;
}
