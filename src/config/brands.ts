/**
 * Everything brand-specific lives here: one config per CBT brand (spec §1, §2.2, §2.3, §9).
 * Shared by the server (seed, presenters) and the web app (chrome, SEO); contains no React.
 */
import type { BrandId, Site } from './hosts';

export type NavBadge = 'none' | 'new' | 'cbt';

export interface NavItem {
  label: string;
  /** Path on `site` (defaults to the CBT site of the same brand). */
  href: string;
  site?: Site;
  /** Tab key used to highlight the active top tab. */
  activeTab?: string;
  badge?: NavBadge;
  children?: NavItem[];
}

export interface ExamCategory {
  slug: string;
  name: string;
  description: string;
  /**
   * The category's 시험 정보방 (ADR 8): the community board every exam made in the console under it opens, its posts
   * embedded on the exam page. The reference data writes the same board (src/seed/content/community.ts).
   */
  infoRoom: { slug: string; title: string; description: string };
}

/** Store pages of the career-portal app (brand A footer badges and the chat app prompt). */
export const APP_STORE_URL = 'https://apps.apple.com/kr/app/careerroad/id0000000000';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=kr.careerroad.app';

export interface FooterLink {
  label: string;
  href: string;
  site?: Site;
}

export interface StoreBadge {
  store: 'app-store' | 'google-play';
  label: string;
  href: string;
}

/** Brand B's shop chrome (spec §2.3): paths on the brand's shop host unless an item names another site. */
export interface ShopChrome {
  /** Shop search; the keyword goes into `?keywords=`. */
  searchPath: string;
  cartPath: string;
  /** The order page of an order sheet: `{orderSheetNo}` is replaced by its number (spec §4 purchase flow). */
  orderPath: string;
  /** A course-list category: `{categoryId}` is replaced by the category's id. */
  categoryListPath: string;
  /** The user icon's popup: my page and my CBT. */
  userMenu: NavItem[];
  /** My page links of the mobile drawer. */
  myPageLinks: NavItem[];
  /** Dropdown of the major-learning category; `{categoryId}` is replaced by that category's id. */
  majorLearningMenu: NavItem[];
}

export interface BrandConfig {
  id: BrandId;
  /** Product name shown in titles, share text prefixes and the header. */
  name: string;
  company: string;
  /** The sign-up page's lead: what one account of the brand opens, whichever of its sites the member came from. */
  signUpLead: string;
  logo: string;
  favicon: string;
  /** 1200×630 image for Open Graph and share previews (spec §2.1). */
  shareImage: string;
  theme: {
    primary: string;
    primaryDark: string;
    accent: string;
    text: string;
    muted: string;
    background: string;
    surface: string;
    border: string;
  };
  seo: { title: string; description: string; keywords: string };
  /** Viewports narrower than this use the mobile layout (spec §9). */
  mobileBreakpoint: number;
  categories: ExamCategory[];
  navigation: NavItem[];
  footer: {
    companyInfo: string[];
    links: FooterLink[];
    /** "관련 챗봇": external chatbot pages (spec §2.2, brand A). */
    relatedChatbots?: FooterLink[];
    /** App store badges (spec §2.2, brand A); shown as text buttons. */
    storeBadges?: StoreBadge[];
  };
  /** Whether the brand sells exams through the shop (brand B only, spec §1). */
  hasShop: boolean;
  /** Header links into the shop (brand B only). */
  shop?: ShopChrome;
  /** The portal's live chat (spec §4 chat panel): brand A pages carry it, brand B has none. */
  hasChat: boolean;
  /** Path prefix of the CBT REST API on the brand's own host (the per-brand proxy of spec §7.1). */
  cbtApiBase: string;
}

/**
 * The name each site of a brand goes by in titles and share cards: the CBT app is the brand's product name, every
 * other site the company's name with what the site is, so a tab or a bookmark says which of the brand's sites it is.
 */
export function siteName(brand: BrandConfig, site: Site): string {
  switch (site) {
    case 'cbt':
    case 'api':
      return brand.name;
    case 'portal':
      return brand.company;
    case 'corporate':
      return `${brand.company} 기업서비스`;
    case 'community':
      return `${brand.company} 커뮤니티`;
    case 'shop':
      return `${brand.company} 스토어`;
    case 'console':
      return `${brand.company} 운영 콘솔`;
    case 'chat':
      return `${brand.company} 채팅`;
  }
}

/** A site's home title: the CBT app and the portal say what they offer; the other sites go by their name. */
export function siteHomeTitle(brand: BrandConfig, site: Site): string {
  if (site === 'cbt' || site === 'api') return brand.seo.title;
  if (site === 'portal') return `${brand.company} - 공모전·대외활동·인턴·채용 정보`;
  return siteName(brand, site);
}

const brandA: BrandConfig = {
  id: 'a',
  name: '커리어로드 CBT',
  company: '커리어로드',
  signUpLead: '한 계정으로 공모전·대외활동·채용 정보와 CBT 모의고사, 커뮤니티를 모두 이용하세요.',
  logo: '/brands/a/logo.svg',
  favicon: '/brands/a/favicon.svg',
  shareImage: '/brands/a/share.png',
  theme: {
    primary: '#1f5eff',
    primaryDark: '#1747c2',
    // Every text colour here keeps 4.5:1 (WCAG AA) on white, on the background and on its own 7% tint.
    accent: '#c2381b',
    text: '#1b1d22',
    muted: '#636b78',
    background: '#f5f7fb',
    surface: '#ffffff',
    border: '#e3e7ef',
  },
  seo: {
    title: '커리어로드 CBT - 공기업·대기업·PSAT·한국사 모의고사',
    description: '공기업, 대기업 인적성, PSAT, 한국사 시험을 실제 CBT 환경에서 무료로 연습하고 오답노트로 복습하세요.',
    keywords: 'CBT, 모의고사, NCS, 공기업, 대기업 인적성, PSAT, 한국사',
  },
  mobileBreakpoint: 1024,
  categories: [
    {
      slug: 'public-company',
      name: '공기업',
      description: 'NCS 직업기초능력평가와 공기업 전공 필기 대비',
      infoRoom: { slug: 'cbt-ncs', title: '공기업 시험 정보방', description: '공기업 NCS·전공 필기 시험 정보와 질문을 나누는 곳입니다.' },
    },
    {
      slug: 'major-company',
      name: '대기업',
      description: '대기업 인적성 검사와 직무적성 대비',
      infoRoom: { slug: 'cbt-major-aptitude', title: '대기업 시험 정보방', description: '대기업 인적성·직무적성 검사 정보와 질문을 나누는 곳입니다.' },
    },
    {
      slug: 'psat',
      name: 'PSAT',
      description: '언어논리·자료해석·상황판단 공직적성평가 대비',
      infoRoom: { slug: 'cbt-psat', title: 'PSAT 시험 정보방', description: '언어논리·자료해석·상황판단 PSAT 정보와 질문을 나누는 곳입니다.' },
    },
    {
      slug: 'korean-history',
      name: '한국사',
      description: '한국사능력검정시험 기본·심화 대비',
      infoRoom: { slug: 'cbt-korean-history', title: '한국사 시험 정보방', description: '한국사능력검정시험 기본·심화 정보와 질문을 나누는 곳입니다.' },
    },
  ],
  navigation: [
    { label: '채용홈', href: '/', site: 'portal', activeTab: 'recruit' },
    {
      label: '대외활동',
      href: '/activities/ALL',
      site: 'portal',
      activeTab: 'activity',
      // The portal's lists per kind (spec §2.5 "top-level items with hover sub-menus").
      children: [
        { label: '공모전', href: '/activities/CONTEST', site: 'portal', activeTab: 'activity' },
        { label: '대외활동', href: '/activities/ACTIVITY', site: 'portal', activeTab: 'activity' },
        { label: '인턴', href: '/activities/INTERNSHIP', site: 'portal', activeTab: 'activity' },
        { label: '채용', href: '/activities/RECRUIT', site: 'portal', activeTab: 'activity' },
      ],
    },
    {
      label: 'CBT',
      href: '/',
      activeTab: 'cbt',
      badge: 'cbt',
      children: [
        { label: '시험 CBT', href: '/', activeTab: 'cbt' },
        { label: '시험 정보방', href: '/community', site: 'community', activeTab: 'cbt' },
        { label: '내 관심 시험', href: '/mycbt/archive', activeTab: 'cbt' },
        { label: 'CBT 결과', href: '/mycbt/review', activeTab: 'cbt' },
        { label: '오답노트', href: '/mycbt/note', activeTab: 'cbt' },
      ],
    },
    { label: '채널', href: '/channel', site: 'portal', activeTab: 'channel' },
    { label: '커뮤니티', href: '/community', site: 'community', activeTab: 'community' },
    { label: '멘토 게시판', href: '/community/mentor', site: 'community', activeTab: 'mentor', badge: 'new' },
    { label: '자소서', href: '/self-introduction/manage', site: 'portal', activeTab: 'cover-letter' },
    { label: '커리어 관리', href: '/my-career/spec-management?section=info', site: 'portal', activeTab: 'career' },
  ],
  footer: {
    companyInfo: [
      '(주)커리어로드 | 대표 김하늘',
      '서울특별시 마포구 월드컵북로 396, 12층',
      '사업자등록번호 000-00-00000 | 통신판매업신고 제2026-서울마포-0000호',
      '고객센터 help@careerroad.kr (평일 10:00~18:00)',
    ],
    links: [
      { label: '고객문의', href: '/?inquiry=open', site: 'portal' },
      { label: '자주 묻는 질문', href: '/faq', site: 'portal' },
      { label: '이용약관', href: '/terms', site: 'portal' },
      { label: '개인정보처리방침', href: '/privacy', site: 'portal' },
    ],
    relatedChatbots: [
      { label: '커리어로드 카카오톡 채널', href: 'https://pf.kakao.com/_careerroad' },
      { label: '취업 상담 챗봇', href: 'https://chatbot.careerroad.kr/career' },
      { label: 'CBT 학습 도우미 챗봇', href: 'https://chatbot.careerroad.kr/cbt' },
    ],
    storeBadges: [
      { store: 'app-store', label: 'App Store', href: APP_STORE_URL },
      { store: 'google-play', label: 'Google Play', href: PLAY_STORE_URL },
    ],
  },
  hasShop: false,
  hasChat: true,
  cbtApiBase: '/apiV2',
};

const brandB: BrandConfig = {
  id: 'b',
  name: '너스패스 CBT',
  company: '너스패스',
  signUpLead: '한 계정으로 CBT 모의고사와 스토어, 간호사 커뮤니티를 모두 이용하세요.',
  logo: '/brands/b/logo.svg',
  favicon: '/brands/b/favicon.svg',
  shareImage: '/brands/b/share.png',
  theme: {
    primary: '#08756b',
    primaryDark: '#065c54',
    accent: '#b83c0a',
    text: '#18212b',
    muted: '#626a7b',
    background: '#f4faf9',
    surface: '#ffffff',
    border: '#dbe9e6',
  },
  seo: {
    title: '너스패스 CBT - 병원 필기시험·면접·간호학과 시험 대비',
    description: '간호대학생과 간호사를 위한 병원 필기시험, 면접 준비, 간호학과 시험 CBT 모의고사와 오답노트.',
    keywords: '간호사, 병원 필기시험, 간호사 면접, 간호학과, CBT, 모의고사',
  },
  mobileBreakpoint: 768,
  categories: [
    {
      slug: 'hospital-test',
      name: '병원 필기시험',
      description: '대학병원·종합병원 간호직 필기시험 대비',
      infoRoom: { slug: 'nurse-hospital-test', title: '병원 필기시험 정보방', description: '대학병원·종합병원 간호직 필기시험 정보와 질문을 나누는 곳입니다.' },
    },
    {
      slug: 'interview-prep',
      name: '면접 준비',
      description: '간호사 면접 빈출 질문을 문제로 연습',
      infoRoom: { slug: 'nurse-interview', title: '간호 면접 정보방', description: '간호사 면접 질문과 답변 준비를 함께 나누는 곳입니다.' },
    },
    {
      slug: 'academic-test',
      name: '간호학과 시험',
      description: '기본간호학·성인간호학 등 학과 시험 대비',
      infoRoom: { slug: 'nurse-academic', title: '간호학과 시험 정보방', description: '기본간호학·성인간호학 등 간호학과 시험 정보와 질문을 나누는 곳입니다.' },
    },
  ],
  navigation: [
    {
      label: 'CBT',
      href: '/',
      activeTab: 'cbt',
      badge: 'cbt',
      children: [
        { label: '시험 CBT', href: '/', activeTab: 'cbt' },
        { label: '내 구매 시험', href: '/mycbt/purchase', activeTab: 'cbt' },
        { label: '내 관심 시험', href: '/mycbt/archive', activeTab: 'cbt' },
        { label: 'CBT 결과', href: '/mycbt/review', activeTab: 'cbt' },
        { label: '오답노트', href: '/mycbt/note', activeTab: 'cbt' },
      ],
    },
    { label: '커뮤니티', href: '/community', site: 'community', activeTab: 'community' },
    { label: '채용공고', href: '/list/jobs', site: 'shop', activeTab: 'jobs' },
  ],
  footer: {
    companyInfo: [
      '(주)너스패스 | 대표 이서윤',
      '서울특별시 종로구 대학로 101, 5층',
      '사업자등록번호 000-00-00001 | 통신판매업신고 제2026-서울종로-0000호',
      '고객센터 help@nursepass.co.kr (평일 10:00~18:00)',
    ],
    links: [
      { label: '이용약관', href: '/terms', site: 'shop' },
      { label: '고객센터', href: '/help', site: 'shop' },
    ],
  },
  hasShop: true,
  shop: {
    searchPath: '/search',
    cartPath: '/orders/cart',
    orderPath: '/orders/order/{orderSheetNo}',
    categoryListPath: '/list/{categoryId}',
    userMenu: [
      { label: '마이페이지', href: '/mypage', site: 'shop' },
      { label: '마이 CBT', href: '/mycbt/archive', activeTab: 'cbt' },
    ],
    myPageLinks: [
      { label: '마이페이지', href: '/mypage', site: 'shop' },
      { label: '내 강의실', href: '/mypage/my-courses', site: 'shop' },
      { label: '구매 내역', href: '/mypage/purchase-history', site: 'shop' },
      { label: '찜한 상품', href: '/mypage/wishlist', site: 'shop' },
      { label: '쿠폰', href: '/mypage/coupons', site: 'shop' },
    ],
    // Spec §2.3 names six entries (purchase, my study, my exams, my notes, progress, an assessment mock exam), but the
    // shop has no course area yet, so the menu offers only pages that exist: 나의 학습 is the shop's 내 강의실, 나의 시험
    // and 나의 노트 are the CBT's purchased exams and 오답노트. 학습 진도 and 학력평가 모의고사 have no page; the shop's
    // course area will bring them back.
    majorLearningMenu: [
      { label: '구매하기', href: '/list/{categoryId}', site: 'shop' },
      { label: '나의 학습', href: '/mypage/my-courses', site: 'shop' },
      { label: '나의 시험', href: '/mycbt/purchase', activeTab: 'cbt' },
      { label: '나의 노트', href: '/mycbt/note', activeTab: 'cbt' },
    ],
  },
  hasChat: false,
  cbtApiBase: '/apiV2',
};

export const BRAND_CONFIGS: Readonly<Record<BrandId, BrandConfig>> = { a: brandA, b: brandB };

export function getBrand(id: BrandId): BrandConfig {
  return BRAND_CONFIGS[id];
}

export function findCategory(brand: BrandId, slug: string): ExamCategory | undefined {
  return BRAND_CONFIGS[brand].categories.find((c) => c.slug === slug);
}
