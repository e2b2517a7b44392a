/**
 * The promotion popup's dialog (spec §4): "오늘 하루 보지 않기" sets the cookie (1 minute, spec §9) and closes;
 * "닫기" just hides; the banner links out. promotion-popup.tsx decides whether it shows and fetches this module then.
 */
import Cookies from 'js-cookie';
import styled from 'styled-components';
import { cookieDomainFor, PROMOTION_COOKIE, PROMOTION_COOKIE_MINUTES } from './promotion';

export const PROMOTION_BANNER = { href: '/exam/public-company', image: '/brands/a/share.png', alt: '공기업 NCS 모의고사 100% 무료' };

export function PromotionDialog({ onClose }: { onClose: () => void }) {
  return (
    <Popup role="dialog" aria-label="프로모션" data-testid="promotion-popup">
      <a href={PROMOTION_BANNER.href}>
        <img src={PROMOTION_BANNER.image} alt={PROMOTION_BANNER.alt} width={360} height={189} />
      </a>
      <Buttons>
        <button
          type="button"
          onClick={() => {
            Cookies.set(PROMOTION_COOKIE, '1', {
              expires: new Date(Date.now() + PROMOTION_COOKIE_MINUTES * 60_000),
              domain: cookieDomainFor(window.location.hostname),
              path: '/',
            });
            onClose();
          }}
        >
          오늘 하루 보지 않기
        </button>
        <button type="button" onClick={onClose}>
          닫기
        </button>
      </Buttons>
    </Popup>
  );
}

const Popup = styled.div`
  position: fixed;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  z-index: 1600;
  width: 360px;
  max-width: calc(100vw - 32px);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.3);
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Buttons = styled.div`
  display: flex;
  button {
    flex: 1;
    height: 44px;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 13px;
  }
  button + button {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
