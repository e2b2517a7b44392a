/** The operator console's dashboard (ADR 24): what waits in the ADMIN queues. `/apiV2/admin/console-summary`. */
import { type Static, Type } from 'typebox';

export const ConsoleSummary = Type.Object({
  pendingCorporateAccounts: Type.Integer(),
  openReportTargets: Type.Integer(),
  /** Inquiries nobody has answered or closed (ADR 30). */
  openInquiries: Type.Integer(),
  postingsInReview: Type.Integer(),
  /** Bank-transfer orders waiting for their deposit (always 0 on brand A, which has no shop). */
  awaitingDeposits: Type.Integer(),
  /** 문제 오류 신고 waiting for an operator (ADR 32). */
  openErrorReports: Type.Integer(),
});
export type ConsoleSummary = Static<typeof ConsoleSummary>;
