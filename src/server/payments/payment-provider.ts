/**
 * The one interface every way of paying goes through (ADR 27), in the shape of Medusa's payment provider
 * plugins: `authorize` when the member places the order, `confirm` when the money is known to have arrived, `cancel`
 * to give it back. Orders never talk to a provider's API themselves, so adding Toss Payments (slice 2) is one more
 * implementation and one more entry in the registry, not a change to placing or paying orders.
 *
 * Every call carries an idempotency key derived from the order (`authorize:<orderNo>`, `confirm:<orderNo>`, …): a
 * provider with a remote API sends it (Toss: the `Idempotency-Key` header), so a retried call after a timeout cannot
 * charge twice; the embedded bank transfer records it on the payment row (unique), so the same call twice is
 * one payment. Calls are made inside the order's database transaction; a remote provider's confirm therefore runs
 * while the order row is locked, which is what makes 50 concurrent confirms one payment.
 */
export type PaymentProviderId = 'bank-transfer' | 'toss';

export interface DepositAccount {
  bank: string;
  account: string;
  holder: string;
}

export interface AuthorizeInput {
  orderNo: string;
  amount: number;
  idempotencyKey: string;
  now: Date;
}

export type AuthorizeResult =
  /**
   * The money is still to come: the member transfers it until `deadline` (bank transfer, with `deposit`) or pays in
   * the provider's window (Toss, no deposit).
   */
  | { status: 'PENDING'; providerReference: string; deposit?: DepositAccount & { deadline: Date } }
  /** The provider took the money at once (a card through Toss, slice 2). */
  | { status: 'CONFIRMED'; providerReference: string };

export interface ConfirmInput {
  orderNo: string;
  amount: number;
  idempotencyKey: string;
  providerReference: string;
}

export interface CancelInput {
  orderNo: string;
  amount: number;
  idempotencyKey: string;
  providerReference: string;
  reason: string;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  /** Settles an authorised payment; refuses (throws a DomainError) when the amount is not the authorised one. */
  confirm(input: ConfirmInput): Promise<{ providerReference: string }>;
  cancel(input: CancelInput): Promise<void>;
}

export const idempotencyKey = (step: 'authorize' | 'confirm' | 'cancel', orderNo: string) => `${step}:${orderNo}`;
