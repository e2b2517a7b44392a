/** styled-components theme: the brand's colours from brands.ts plus shared tokens. */
import type { BrandConfig } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import { PRETENDARD_FALLBACK_FAMILY, PRETENDARD_FAMILY } from './font-families';

// Pretendard installed on the device first (nothing to download); else our self-hosted copy, whose subsets the page
// fetches as its text needs them (font-faces.ts, ADR 50); until they arrive, Noto Sans CJK KR sized to take
// Pretendard's room; then the platform's Korean UI fonts, for the rare device where neither loads.
export const FONT_STACK =
  `Pretendard, 'Pretendard Variable', '${PRETENDARD_FAMILY}', '${PRETENDARD_FALLBACK_FAMILY}', -apple-system, BlinkMacSystemFont, system-ui, ` +
  "'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', '맑은 고딕', 'Segoe UI', Roboto, sans-serif";

export type BrandColors = BrandConfig['theme'];

export interface AppTheme {
  brand: BrandId | null;
  colors: BrandColors & { danger: string; success: string; warn: string };
  font: string;
  /** Viewports narrower than this use the mobile layout (spec §9). */
  mobileBreakpoint: number;
  radius: string;
  contentWidth: string;
}

// As text on white, on the page background or on a 10% tint of itself, each keeps 4.5:1 (WCAG AA).
const STATUS_COLORS = { danger: '#c4262c', success: '#137536', warn: '#a84e06' };

export function themeFor(brand: BrandConfig): AppTheme {
  return {
    brand: brand.id,
    colors: { ...brand.theme, ...STATUS_COLORS },
    font: FONT_STACK,
    mobileBreakpoint: brand.mobileBreakpoint,
    radius: brand.id === 'b' ? '12px' : '8px',
    contentWidth: '1200px',
  };
}

/** Used before the brand is known (the statically rendered not-found page). */
export const NEUTRAL_THEME: AppTheme = {
  brand: null,
  colors: {
    primary: '#4b5563',
    primaryDark: '#374151',
    accent: '#6b7280',
    text: '#1f2937',
    muted: '#636b78',
    background: '#f6f7f9',
    surface: '#ffffff',
    border: '#e5e7eb',
    ...STATUS_COLORS,
  },
  font: FONT_STACK,
  mobileBreakpoint: 1024,
  radius: '8px',
  contentWidth: '1200px',
};

/** `@media` query for viewports below the theme's mobile breakpoint. */
export function mobileQuery(theme: AppTheme): string {
  return `@media (max-width: ${theme.mobileBreakpoint - 1}px)`;
}
