/** Share targets of spec §3/§9: the social share URLs a share dialog opens. Pure and unit-tested. */

export const SHARE_TARGETS = ['FACEBOOK', 'KAKAO', 'KAKAOSTORY', 'NAVER', 'NAVERBAND', 'TWITTER', 'URL'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const DEFAULT_SHARE_TITLE = '공유하기';
/** Fixed hashtags of the microblog share. */
export const SHARE_HASHTAGS = ['커리어로드', '취업', 'CBT'] as const;
/** Spec §9: the share dialog switches to its mobile layout below 960 px. */
export const SHARE_MOBILE_BREAKPOINT = 960;

export const SHARE_LABELS: Record<ShareTarget, string> = {
  FACEBOOK: '페이스북',
  KAKAO: '카카오톡',
  KAKAOSTORY: '카카오스토리',
  NAVER: '네이버',
  NAVERBAND: '네이버 밴드',
  TWITTER: 'X(트위터)',
  URL: 'URL 복사',
};

export interface ShareContent {
  url: string;
  /** The quoted text; prefixed with the brand name in brackets. */
  text?: string;
  brandName: string;
}

/** `[브랜드] 본문` — the brand name in brackets before the quote. */
export function shareText({ text, brandName }: Pick<ShareContent, 'text' | 'brandName'>): string {
  return `[${brandName}] ${text?.trim() || DEFAULT_SHARE_TITLE}`;
}

/** The window URL of a target, or null for targets handled in place (KAKAO via its SDK, URL by copying). */
export function shareWindowUrl(target: ShareTarget, content: ShareContent): string | null {
  const url = encodeURIComponent(content.url);
  const text = encodeURIComponent(shareText(content));
  switch (target) {
    case 'FACEBOOK':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'TWITTER':
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}&hashtags=${encodeURIComponent(SHARE_HASHTAGS.join(','))}`;
    case 'NAVER':
      return `https://share.naver.com/web/shareView?url=${url}&title=${text}`;
    case 'NAVERBAND':
      return `https://band.us/plugin/share?body=${encodeURIComponent(`${shareText(content)}\n${content.url}`)}&route=${url}`;
    case 'KAKAOSTORY':
      return `https://story.kakao.com/share?url=${url}&text=${text}`;
    default:
      return null;
  }
}
