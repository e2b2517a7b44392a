/** The providers the app runs with, by payment method (slice 1: bank transfer only; Toss joins when its keys are set). */
import type { PaymentMethod } from '../../db/schema';
import { createBankTransferProvider, parseDepositAccount } from './bank-transfer-provider';
import type { PaymentProvider } from './payment-provider';

export type PaymentProviders = Readonly<Record<PaymentMethod, PaymentProvider>>;

export function createPaymentProviders(env: Readonly<Record<string, string | undefined>> = process.env): PaymentProviders {
  return { BANK_TRANSFER: createBankTransferProvider(parseDepositAccount(env.BANK_TRANSFER_ACCOUNT) ?? undefined) };
}
