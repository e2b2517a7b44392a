/** Kakao and Naver login over /apiV2/auth/social (docs/CONTRACTS.md "Social login"). */
import { type Static, Type } from 'typebox';
import { Profile } from './auth';
import { DateTime, Nullable } from './common';

export const SocialProviderCode = Type.Union([Type.Literal('KAKAO'), Type.Literal('NAVER')]);
export type SocialProviderCode = Static<typeof SocialProviderCode>;

/** In paths the provider is written in lower case: /apiV2/auth/social/kakao/start. */
export const SocialProviderParams = Type.Object({ provider: Type.Union([Type.Literal('kakao'), Type.Literal('naver')]) });

export const SocialProvidersResponse = Type.Object({
  providers: Type.Array(SocialProviderCode, { description: '키가 설정되어 로그인 버튼을 보여줄 제공자' }),
});

export const SocialStartQuery = Type.Object({
  next: Type.Optional(Type.String({ maxLength: 2048 })),
  redirect: Type.Optional(Type.String({ maxLength: 2048 })),
});

export const SocialCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2048 })),
});

export const SocialSignupView = Type.Object({
  provider: SocialProviderCode,
  /** LINK: the verified email is a member's, who confirms their password; COMPLETE: a new member. */
  mode: Type.Union([Type.Literal('LINK'), Type.Literal('COMPLETE')]),
  email: Nullable(Type.String()),
  emailRequired: Type.Boolean(),
  nickname: Nullable(Type.String()),
  returnTo: Type.String(),
});
export type SocialSignupView = Static<typeof SocialSignupView>;

export const CompleteSocialSignupBody = Type.Object(
  {
    nickname: Type.String({ maxLength: 100, description: '닉네임 (2~20자)' }),
    email: Type.Optional(Type.String({ maxLength: 254, description: '제공자가 이메일을 주지 않았을 때만' })),
    agreeTerms: Type.Boolean({ description: '이용약관 동의 (필수)' }),
    agreePrivacy: Type.Boolean({ description: '개인정보 수집·이용 동의 (필수)' }),
    agreeAge14: Type.Optional(Type.Boolean({ description: '만 14세 이상 확인 (필수)' })),
    agreeMarketing: Type.Optional(Type.Boolean({ description: '마케팅 정보 수신 동의 (선택)' })),
    interests: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 30 })),
    targets: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 30 })),
  },
  { additionalProperties: false },
);
export type CompleteSocialSignupBody = Static<typeof CompleteSocialSignupBody>;

export const LinkSocialSignupBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 128, description: '기존 계정의 비밀번호' }) },
  { additionalProperties: false },
);

export const SocialSignupResult = Type.Object({ user: Profile, returnTo: Type.String() });
export type SocialSignupResult = Static<typeof SocialSignupResult>;

export const LoginMethods = Type.Object({
  hasPassword: Type.Boolean(),
  identities: Type.Array(Type.Object({ provider: SocialProviderCode, email: Nullable(Type.String()), linkedAt: DateTime() })),
  /** Providers this server offers (the profile shows 연결하기 for those not linked yet). */
  available: Type.Array(SocialProviderCode),
});
export type LoginMethods = Static<typeof LoginMethods>;
