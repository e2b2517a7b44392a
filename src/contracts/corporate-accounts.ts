/**
 * Corporate accounts (ADR 22): the company's own profile on the corporate site (`/apiV2/corporate/profile`)
 * and the operators' review of a sign-up (`/apiV2/admin/corporate-accounts/…`, ADMIN only, until the console's queue).
 * The sign-up itself is `/apiV2/auth/register` with type CORPORATE (auth.ts).
 */
import { type Static, Type } from 'typebox';
import { DateTime, Nullable } from './common';

/** PENDING: waiting for review (new, or its number changed); APPROVED: channel services open; REJECTED: refused. */
export const CorporateApprovalStatus = Type.Union([Type.Literal('PENDING'), Type.Literal('APPROVED'), Type.Literal('REJECTED')], {
  description: '기업회원 승인 상태',
});
export type CorporateApprovalStatus = Static<typeof CorporateApprovalStatus>;

export const CorporateProfile = Type.Object({
  email: Type.String(),
  companyName: Type.String(),
  /** Null only for accounts made before the corporate site asked for it. */
  representativeName: Nullable(Type.String()),
  /** Ten digits. */
  businessNumber: Type.String(),
  /** The account's username. */
  contactName: Type.String(),
  /** Digits only; null only for accounts made before the corporate site asked for it. */
  contactPhone: Nullable(Type.String()),
  approvalStatus: CorporateApprovalStatus,
  approvedAt: Nullable(DateTime()),
  rejectedAt: Nullable(DateTime()),
  /** What the operator told the company when rejecting (ADR 24); null when none was given or not rejected. */
  rejectionReason: Nullable(Type.String()),
});
export type CorporateProfile = Static<typeof CorporateProfile>;

/** Every field replaced; changing businessNumber sends the account back to review (approvalStatus PENDING). */
export const UpdateCorporateProfileBody = Type.Object(
  {
    companyName: Type.String({ maxLength: 60, description: '회사명' }),
    representativeName: Type.String({ maxLength: 30, description: '대표자명' }),
    businessNumber: Type.String({ maxLength: 14, description: '사업자등록번호 (숫자 10자리, 하이픈 허용)' }),
    contactName: Type.String({ maxLength: 20, description: '담당자명' }),
    contactPhone: Type.String({ maxLength: 20, description: '담당자 연락처' }),
  },
  { additionalProperties: false },
);
export type UpdateCorporateProfileBody = Static<typeof UpdateCorporateProfileBody>;

export const CorporateAccountParams = Type.Object({ userId: Type.String({ format: 'uuid', description: '기업회원 번호' }) });
export type CorporateAccountParams = Static<typeof CorporateAccountParams>;

export const CorporateReviewResult = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  approvalStatus: CorporateApprovalStatus,
  /** False when the account already was in that state (nothing written, no audit row). */
  changed: Type.Boolean(),
});
export type CorporateReviewResult = Static<typeof CorporateReviewResult>;

/** The reason is optional for the API (the command gives none) but what the company reads when given (ADR 24). */
export const RejectCorporateAccountBody = Type.Object(
  {
    reason: Type.Optional(Type.String({ maxLength: 300, description: '반려 사유 (기업회원에게 보입니다; 300자 이내)' })),
  },
  { additionalProperties: false },
);
export type RejectCorporateAccountBody = Static<typeof RejectCorporateAccountBody>;

// ---------------------------------------------------------------------------------------------------------------
// The console's approval queue (ADR 24)

export const CORPORATE_ACCOUNTS_DEFAULT_PAGE_SIZE = 20;
export const CORPORATE_ACCOUNTS_MAX_PAGE_SIZE = 100;

/** No state: every account, the ones waiting first. */
export const CorporateAccountsQuery = Type.Object(
  {
    state: Type.Optional(CorporateApprovalStatus),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: '페이지' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: CORPORATE_ACCOUNTS_MAX_PAGE_SIZE, description: '페이지 크기' })),
  },
  { additionalProperties: false },
);
export type CorporateAccountsQuery = Static<typeof CorporateAccountsQuery>;

export const CorporateAccountListItem = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  email: Type.String(),
  companyName: Type.String(),
  representativeName: Nullable(Type.String()),
  /** Digits as stored (the console formats them 000-00-00000). */
  businessNumber: Type.String(),
  /** The check digit of src/config/business-number.ts: false for a number made before the rule. */
  businessNumberValid: Type.Boolean(),
  contactName: Type.String(),
  contactPhone: Nullable(Type.String()),
  approvalStatus: CorporateApprovalStatus,
  signedUpAt: DateTime(),
  approvedAt: Nullable(DateTime()),
  rejectedAt: Nullable(DateTime()),
  rejectionReason: Nullable(Type.String()),
});
export type CorporateAccountListItem = Static<typeof CorporateAccountListItem>;

export const CorporateAccountPage = Type.Object({
  items: Type.Array(CorporateAccountListItem),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type CorporateAccountPage = Static<typeof CorporateAccountPage>;
