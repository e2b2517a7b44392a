/** Logged-in name and logout control shared by both headers. */
import { useState } from 'react';
import styled from 'styled-components';
import type { BrandId } from '../../config/hosts';
import type { Profile } from '../api/auth-api';
import { handleApiError } from '../api/error-catalogue';
import { displayNickname } from '../api/shop-api';
import { showAlert } from '../modal/modal-provider';
import { logoutAndReload } from '../session/logout';

/**
 * Brand A greets by the nickname the member set in /profile, else by name; brand B by nickname with the anonymous
 * fallback (spec §3).
 */
export function displayUserName(brand: BrandId, user: Profile): string {
  return brand === 'b' ? displayNickname(user) : `${user.nickname?.trim() || user.username}님`;
}

export function LogoutButton({ brand, className }: { brand: BrandId; className?: string }) {
  const [pending, setPending] = useState(false);
  return (
    <PlainButton
      type="button"
      className={className}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          await logoutAndReload(brand);
        } catch (error) {
          setPending(false);
          handleApiError(error, { alert: (message) => void showAlert(message) });
        }
      }}
    >
      로그아웃
    </PlainButton>
  );
}

export const PlainButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: inherit;
  font-size: inherit;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
