/**
 * Share dialog (spec §2.5 overlays, §3 share targets, §9): opens the social share windows, uses the Kakao SDK
 * when the page has it (else copies the link), and copies the URL with the "복사되었습니다." toast.
 * The Kakao SDK script is loaded only when NEXT_PUBLIC_KAKAO_JS_KEY is set; without it the dialog still works.
 * Pages open it with useShareDialog (use-share-dialog.tsx), which fetches this module the first time.
 */
import { useEffect } from 'react';
import styled from 'styled-components';
import { useToast } from '../toast/toast-provider';
import {
  DEFAULT_SHARE_TITLE,
  SHARE_LABELS,
  SHARE_MOBILE_BREAKPOINT,
  SHARE_TARGETS,
  type ShareContent,
  type ShareTarget,
  shareText,
  shareWindowUrl,
} from './share-targets';

export const COPIED_MESSAGE = '복사되었습니다.';

interface KakaoSdk {
  isInitialized?: () => boolean;
  init?: (key: string) => void;
  Share?: { sendScrap?: (options: { requestUrl: string }) => void };
}

export const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';
const KAKAO_SDK_SCRIPT_ID = 'kakao-js-sdk';

const kakaoSdk = () => (window as unknown as { Kakao?: KakaoSdk }).Kakao;

function initKakao(key: string) {
  const kakao = kakaoSdk();
  if (kakao && !kakao.isInitialized?.()) kakao.init?.(key);
}

/** Adds the Kakao SDK script once and initialises it; does nothing without a key (the KAKAO target then copies the link). */
export function loadKakaoSdk(key: string | undefined): void {
  if (!key || typeof document === 'undefined') return;
  if (kakaoSdk()) {
    initKakao(key);
    return;
  }
  if (document.getElementById(KAKAO_SDK_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = KAKAO_SDK_SCRIPT_ID;
  script.src = KAKAO_SDK_URL;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.onload = () => initKakao(key);
  document.head.appendChild(script);
}

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

export function ShareDialog({ content, title = DEFAULT_SHARE_TITLE, onClose }: { content: ShareContent; title?: string; onClose: () => void }) {
  const toast = useToast();
  useEffect(() => loadKakaoSdk(process.env.NEXT_PUBLIC_KAKAO_JS_KEY), []);
  const copyUrl = async () => {
    await copyText(content.url).catch(() => undefined);
    toast.toast(COPIED_MESSAGE, 'success');
  };
  const share = (target: ShareTarget) => {
    const url = shareWindowUrl(target, content);
    if (url) {
      window.open(url, '_blank', 'noopener,noreferrer,width=600,height=640');
      return;
    }
    if (target === 'KAKAO') {
      const kakao = kakaoSdk();
      if (kakao?.isInitialized?.() && kakao.Share?.sendScrap) {
        kakao.Share.sendScrap({ requestUrl: content.url });
        return;
      }
    }
    void copyUrl();
  };
  return (
    <Dialog role="dialog" aria-modal="true" aria-labelledby="share-dialog-title" data-testid="share-dialog">
      <Head>
        <h2 id="share-dialog-title">{title}</h2>
        <button type="button" aria-label="닫기" onClick={onClose}>
          ×
        </button>
      </Head>
      <Preview>{shareText(content)}</Preview>
      <Targets>
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <button type="button" data-target={target} onClick={() => share(target)}>
              {SHARE_LABELS[target]}
            </button>
          </li>
        ))}
      </Targets>
      <UrlRow>
        <input readOnly value={content.url} aria-label="공유 주소" />
        <button type="button" onClick={() => void copyUrl()}>
          복사
        </button>
      </UrlRow>
    </Dialog>
  );
}

const Dialog = styled.div`
  width: 100%;
  max-width: 420px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.24);
  @media (max-width: ${SHARE_MOBILE_BREAKPOINT - 1}px) {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    max-width: none;
    border-radius: 16px 16px 0 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    font-size: 17px;
  }
  button {
    border: 0;
    background: none;
    font-size: 20px;
  }
`;

const Preview = styled.p`
  margin: 8px 0 16px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Targets = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 8px;
  button {
    width: 100%;
    padding: 10px 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 12px;
  }
`;

const UrlRow = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 16px;
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font-size: 13px;
  }
  button {
    padding: 0 14px;
    border: 0;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;
