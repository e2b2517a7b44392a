/** Accounts of the CBT API (spec §7.1 /apiV2/auth/*): register, log in, log out, the signed-in profile. */
import { type Static, Type } from 'typebox';
import { Nullable } from './common';

export const UserType = Type.Union([Type.Literal('NORMAL'), Type.Literal('CORPORATE')], { description: '회원 유형' });
export type UserType = Static<typeof UserType>;

export const Profile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  brand: Type.Union([Type.Literal('a'), Type.Literal('b')]),
  email: Type.String(),
  username: Type.String(),
  nickname: Nullable(Type.String()),
  type: UserType,
  /** MEMBER for everyone who signed up; operators (ADR 13) are told apart so the console can refuse the rest. */
  role: Type.Union([Type.Literal('MEMBER'), Type.Literal('CONTENT_EDITOR'), Type.Literal('ADMIN')]),
  notificationUnreadCount: Type.Integer(),
  scrapCount: Type.Integer(),
});
export type Profile = Static<typeof Profile>;

export const RegisterBody = Type.Object(
  {
    email: Type.String({ format: 'email', minLength: 1, maxLength: 254, description: '이메일' }),
    password: Type.String({ minLength: 8, maxLength: 64, description: '비밀번호 (영문과 숫자 포함 8~64자)' }),
    username: Type.String({ minLength: 2, maxLength: 20, description: '이름' }),
    type: UserType,
    nickname: Type.Optional(Type.String({ maxLength: 20 })),
    // Corporate sign-up (type CORPORATE): every field below is required for it and checked by the rules of
    // src/config/corporate-account.ts (Korean 400s); username is the 담당자 (contact person). Ignored for NORMAL.
    companyName: Type.Optional(Type.String({ maxLength: 60, description: '회사명' })),
    businessNumber: Type.Optional(Type.String({ maxLength: 14, description: '사업자등록번호 (숫자 10자리, 하이픈 허용)' })),
    representativeName: Type.Optional(Type.String({ maxLength: 30, description: '대표자명' })),
    contactPhone: Type.Optional(Type.String({ maxLength: 20, description: '담당자 연락처' })),
    // Agreements (src/config/sign-up-consents.ts): optional in the schema so a missing one gets the Korean 400 that
    // names every missing agreement, not a schema error about the first.
    agreeTerms: Type.Optional(Type.Boolean({ description: '이용약관 동의 (필수)' })),
    agreePrivacy: Type.Optional(Type.Boolean({ description: '개인정보 수집·이용 동의 (필수)' })),
    agreeAge14: Type.Optional(Type.Boolean({ description: '만 14세 이상 확인 (개인회원 필수)' })),
    agreeMarketing: Type.Optional(Type.Boolean({ description: '마케팅 정보 수신 동의 (선택)' })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

// The login route checks the email's format itself, so an empty value gets "이메일을 입력해주세요." first.
export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254, description: '이메일' }),
  password: Type.String({ minLength: 1, maxLength: 128, description: '비밀번호' }),
});
export type LoginBody = Static<typeof LoginBody>;

/** A member's 마케팅 정보 수신 choice (`/apiV2/auth/marketing-consent`), given at sign-up and changeable later. */
export const MarketingConsent = Type.Object({
  agreed: Type.Boolean(),
  at: Nullable(Type.String({ format: 'date-time', description: '마지막으로 바꾼 때 (없으면 null)' })),
});
export type MarketingConsent = Static<typeof MarketingConsent>;

export const MarketingConsentBody = Type.Object({ agreed: Type.Boolean() }, { additionalProperties: false });
export type MarketingConsentBody = Static<typeof MarketingConsentBody>;

/** Registering and logging in set the session cookie and answer the profile. */
export const AuthResponse = Type.Object({ user: Profile });
export type AuthResponse = Static<typeof AuthResponse>;

// 비밀번호 찾기 and 이메일 찾기 (/apiV2/auth/password-reset, /apiV2/auth/find-email). Requesting a link answers the
// same notice whether or not the email has an account, so the answer says nothing about who is registered.
export const PASSWORD_RESET_REQUESTED_MESSAGE = '입력하신 이메일로 가입된 계정이 있다면 비밀번호 재설정 링크를 보냈습니다.';

export const PasswordResetRequestBody = Type.Object({
  email: Type.String({ maxLength: 254, description: '이메일' }),
});
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBody>;

/** A notice shown as it is. */
export const AuthNotice = Type.Object({ message: Type.String() });
export type AuthNotice = Static<typeof AuthNotice>;

export const PasswordResetParams = Type.Object({
  token: Type.String({ maxLength: 128, description: '메일로 받은 재설정 링크의 토큰' }),
});
export type PasswordResetParams = Static<typeof PasswordResetParams>;

/** A link that can still be used: until when (30 minutes after it was mailed). */
export const PasswordResetLink = Type.Object({ expiresAt: Type.String({ format: 'date-time' }) });
export type PasswordResetLink = Static<typeof PasswordResetLink>;

export const ResetPasswordBody = Type.Object({
  password: Type.String({ maxLength: 128, description: '새 비밀번호 (영문과 숫자 포함 8~64자)' }),
  passwordConfirm: Type.String({ maxLength: 128, description: '새 비밀번호 확인' }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const FindLoginEmailBody = Type.Object({
  name: Type.String({ maxLength: 30, description: '가입할 때 입력한 이름 (기업회원은 담당자 이름)' }),
  phone: Type.String({ maxLength: 20, description: '회원정보에 등록한 휴대폰 번호 (기업회원은 담당자 연락처)' }),
});
export type FindLoginEmailBody = Static<typeof FindLoginEmailBody>;

/** Masked addresses (st****@careerroad.kr) when name and phone match an account exactly; else none, same message. */
export const FindLoginEmailResponse = Type.Object({ message: Type.String(), emails: Type.Array(Type.String()) });
export type FindLoginEmailResponse = Static<typeof FindLoginEmailResponse>;
