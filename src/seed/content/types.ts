/**
 * Format of the demo exam content (original Korean questions written for this project).
 * One file per brand category exports `SeedExam[]`; src/seed/seed.ts loads them into the exam tables.
 */
import type { BrandId } from '../../config/hosts';

export interface SeedPassage {
  /** Key referenced by problems of the same round. */
  key: string;
  title?: string;
  /** Plain text; blank lines separate paragraphs. A table may be written as lines of `| a | b |`. */
  body: string;
}

export interface SeedProblem {
  /** Subject/section used for per-subject results, e.g. '의사소통능력', '성인간호학'. */
  subject: string;
  /** Shared passage (지문) of this round used by several problems. */
  passageKey?: string;
  /** Question text; plain text, blank lines separate paragraphs. */
  stem: string;
  /** 2 to 5 choices (the demo papers use 4 or 5), without numbering. */
  choices: string[];
  /** 1-based number of the correct choice. */
  answer: number;
  /** Why the answer is right (and why tempting wrong choices are wrong). */
  explanation: string;
  /** Points for this problem; default 5 for a 20-question round (100 points). */
  points?: number;
}

export interface SeedRound {
  /** e.g. '2026년 상반기 실전 모의고사 1회' */
  title: string;
  timeLimitMinutes: number;
  passages?: SeedPassage[];
  problems: SeedProblem[];
}

/** How the brand B shop sells a paid exam (src/seed/seed-shop.ts makes its product). */
export interface SeedShopListing {
  /** The label of the shop list that sells it (src/seed/seed-shop.ts SHOP_SEED_CATEGORIES). */
  category: string;
  /** The product page's own words about this product; the exam's description follows them as 시험 소개. */
  description: string;
  /** A sale from the day before seeding for `days` days, so the list shows a list price and a sale price. */
  sale?: { price: number; days: number };
}

export interface SeedExam {
  brand: BrandId;
  /** Top-level category slug of spec §2.1 (see src/config/brands.ts). */
  categorySlug: string;
  /** Second-level exam type under the category, e.g. 'NCS 직업기초능력', '상급종합병원 필기'. */
  subType: string;
  title: string;
  description: string;
  /** Brand B sells some exams; brand A exams are always free. */
  isFree: boolean;
  /** Price in KRW when not free. */
  price?: number;
  /** Community board slug for the exam's information room. */
  communityBoardSlug: string;
  /** Paid brand B exams: their shop product. */
  shop?: SeedShopListing;
  /** False keeps the exam a draft (only operators see it); published at insertion otherwise. */
  published?: boolean;
  rounds: SeedRound[];
}
