/**
 * The brand B member's 회원정보 수정 (spec §2.3 `/mypage/edit-profile`) over the same profile operations as
 * the portal's /profile (src/server/profile): name and phone, the email change by a mailed code, and the password.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Nullable } from './common';

export const ShopProfile = Type.Object({
  email: Type.String(),
  name: Type.String(),
  phone: Nullable(Type.String({ description: '010-1234-5678' })),
  pendingEmailChange: Nullable(Type.Object({ newEmail: Type.String(), expiresAt: DateTime() })),
});
export type ShopProfile = Static<typeof ShopProfile>;

export const UpdateShopProfileBody = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  },
  { additionalProperties: false },
);
export type UpdateShopProfileBody = Static<typeof UpdateShopProfileBody>;

export const ChangeShopPasswordBody = Type.Object(
  {
    currentPassword: Type.String({ maxLength: 200 }),
    newPassword: Type.String({ maxLength: 200 }),
    newPasswordConfirm: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type ChangeShopPasswordBody = Static<typeof ChangeShopPasswordBody>;

export const ChangeShopPasswordResult = Type.Object({ revokedSessions: Type.Integer({ description: '로그아웃된 다른 기기 수' }) });

export const RequestShopEmailChangeBody = Type.Object(
  { newEmail: Type.String({ maxLength: 320 }), currentPassword: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type RequestShopEmailChangeBody = Static<typeof RequestShopEmailChangeBody>;

export const ConfirmShopEmailChangeBody = Type.Object({ code: Type.String({ maxLength: 20 }) }, { additionalProperties: false });
