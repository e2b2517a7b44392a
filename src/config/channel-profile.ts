/**
 * A company channel's fields (ADR 23): every rule and Korean message in one place, imported by the
 * corporate site's channel form (checked while the company types) and by the server's channel operations (checked
 * again, so a request that skipped the form meets the same sentence). Pure: the browser and the server both run it.
 */

/** 3-30 characters: lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const CHANNEL_URL_MIN_LENGTH = 3;
export const CHANNEL_URL_MAX_LENGTH = 30;
const CHANNEL_URL_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Words a channel's address may not be: the portal's own paths under and beside `/channel/{url}` (a channel named
 * `new` or `edit` would read as a page of the directory), the API paths, and names that would pass for the operator
 * (`admin`, `careerroad`). Compared with the whole address; `admin-team` is allowed.
 */
export const RESERVED_CHANNEL_URLS: readonly string[] = [
  'admin',
  'administrator',
  'api',
  'apiv2',
  'graphql',
  'login',
  'logout',
  'register',
  'signup',
  'channel',
  'channels',
  'search',
  'new',
  'edit',
  'settings',
  'profile',
  'accounts',
  'activity',
  'activities',
  'notifications',
  'calendar',
  'community',
  'uploads',
  'static',
  'help',
  'support',
  'careerroad',
  'written-comment',
];

export const CHANNEL_TITLE_MAX_LENGTH = 40;
export const CHANNEL_INTRODUCTION_MAX_LENGTH = 1000;
export const CHANNEL_HOMEPAGE_MAX_LENGTH = 300;

/** 업종: broad enough that every company finds itself, few enough for one select. */
export const CHANNEL_INDUSTRIES = [
  { value: 'IT', label: 'IT·인터넷' },
  { value: 'MANUFACTURING', label: '제조·생산' },
  { value: 'FINANCE', label: '금융·보험' },
  { value: 'DISTRIBUTION', label: '유통·무역·물류' },
  { value: 'CONSTRUCTION', label: '건설·부동산' },
  { value: 'MEDIA', label: '미디어·광고·문화' },
  { value: 'MEDICAL', label: '의료·제약·바이오' },
  { value: 'EDUCATION', label: '교육' },
  { value: 'SERVICE', label: '서비스·여가' },
  { value: 'ENERGY', label: '에너지·화학' },
  { value: 'PUBLIC', label: '공공기관·협회' },
  { value: 'ETC', label: '기타' },
] as const;

/** 기업 규모: the categories Korean postings use (and the portal's organiser types follow). */
export const CHANNEL_COMPANY_SIZES = [
  { value: 'LARGE', label: '대기업' },
  { value: 'MIDSIZE', label: '중견기업' },
  { value: 'SMALL', label: '중소기업' },
  { value: 'STARTUP', label: '스타트업' },
  { value: 'PUBLIC', label: '공공기관·공기업' },
  { value: 'FOREIGN', label: '외국계기업' },
  { value: 'NONPROFIT', label: '비영리단체' },
] as const;

export type ChannelIndustry = (typeof CHANNEL_INDUSTRIES)[number]['value'];
export type ChannelCompanySize = (typeof CHANNEL_COMPANY_SIZES)[number]['value'];

export const channelMessages = {
  urlRequired: '채널 주소를 입력해주세요.',
  urlLength: `채널 주소는 ${CHANNEL_URL_MIN_LENGTH}~${CHANNEL_URL_MAX_LENGTH}자로 입력해주세요.`,
  urlPattern: '채널 주소는 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있고 하이픈으로 시작하거나 끝날 수 없습니다.',
  urlReserved: '사용할 수 없는 채널 주소입니다. 다른 주소를 입력해주세요.',
  urlTaken: '이미 사용 중인 채널 주소입니다.',
  titleRequired: '채널 이름을 입력해주세요.',
  titleTooLong: `채널 이름은 ${CHANNEL_TITLE_MAX_LENGTH}자까지 입력할 수 있습니다.`,
  introductionTooLong: `채널 소개는 ${CHANNEL_INTRODUCTION_MAX_LENGTH.toLocaleString('en-US')}자까지 입력할 수 있습니다.`,
  homepageInvalid: '홈페이지는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
  homepageTooLong: `홈페이지 주소는 ${CHANNEL_HOMEPAGE_MAX_LENGTH}자까지 입력할 수 있습니다.`,
  industryRequired: '업종을 선택해주세요.',
  companySizeRequired: '기업 규모를 선택해주세요.',
} as const;

export interface ChannelFields {
  url: string;
  title: string;
  introduction: string;
  homepage: string;
  industry: string;
  companySize: string;
}

export type ChannelField = keyof ChannelFields;

/** The order errors are reported and focused in: the form's order. */
export const CHANNEL_FIELD_ORDER: readonly ChannelField[] = ['title', 'url', 'industry', 'companySize', 'homepage', 'introduction'];

/** Characters as people count them (code points), as the comment rules count. */
const lengthOf = (text: string) => [...text].length;

/** The address's Korean error, or null when it may be used (uniqueness is the server's to say). */
export function checkChannelUrl(value: string): string | null {
  const url = value.trim();
  if (!url) return channelMessages.urlRequired;
  if (url.length < CHANNEL_URL_MIN_LENGTH || url.length > CHANNEL_URL_MAX_LENGTH) return channelMessages.urlLength;
  if (!CHANNEL_URL_PATTERN.test(url)) return channelMessages.urlPattern;
  if (RESERVED_CHANNEL_URLS.includes(url)) return channelMessages.urlReserved;
  return null;
}

/**
 * The homepage's Korean error, or null. Only absolute http and https URLs with a host: the page links to it, so
 * `javascript:`, `data:` or a relative path would be a script or a broken link on our page.
 */
export function checkChannelHomepage(value: string): string | null {
  const homepage = value.trim();
  if (!homepage) return null;
  if (lengthOf(homepage) > CHANNEL_HOMEPAGE_MAX_LENGTH) return channelMessages.homepageTooLong;
  let parsed: URL;
  try {
    parsed = new URL(homepage);
  } catch {
    return channelMessages.homepageInvalid;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname || /\s/.test(homepage)) {
    return channelMessages.homepageInvalid;
  }
  return null;
}

export const isChannelIndustry = (value: string): value is ChannelIndustry => CHANNEL_INDUSTRIES.some((o) => o.value === value);
export const isChannelCompanySize = (value: string): value is ChannelCompanySize =>
  CHANNEL_COMPANY_SIZES.some((o) => o.value === value);

export function channelIndustryLabel(value: string | null | undefined): string | null {
  return CHANNEL_INDUSTRIES.find((o) => o.value === value)?.label ?? null;
}

export function channelCompanySizeLabel(value: string | null | undefined): string | null {
  return CHANNEL_COMPANY_SIZES.find((o) => o.value === value)?.label ?? null;
}

/** Trimmed values as they are stored (the introduction keeps its inner line breaks; Windows breaks become \n). */
export function normalizeChannelFields(values: ChannelFields): ChannelFields {
  return {
    url: values.url.trim(),
    title: values.title.trim(),
    introduction: values.introduction.replace(/\r\n?/g, '\n').trim(),
    homepage: values.homepage.trim(),
    industry: values.industry.trim(),
    companySize: values.companySize.trim(),
  };
}

/** Every field's Korean error (none when the fields may be saved). */
export function validateChannelFields(values: ChannelFields): Partial<Record<ChannelField, string>> {
  const v = normalizeChannelFields(values);
  const errors: Partial<Record<ChannelField, string>> = {};
  if (!v.title) errors.title = channelMessages.titleRequired;
  else if (lengthOf(v.title) > CHANNEL_TITLE_MAX_LENGTH) errors.title = channelMessages.titleTooLong;
  const url = checkChannelUrl(v.url);
  if (url) errors.url = url;
  if (!isChannelIndustry(v.industry)) errors.industry = channelMessages.industryRequired;
  if (!isChannelCompanySize(v.companySize)) errors.companySize = channelMessages.companySizeRequired;
  const homepage = checkChannelHomepage(v.homepage);
  if (homepage) errors.homepage = homepage;
  if (lengthOf(v.introduction) > CHANNEL_INTRODUCTION_MAX_LENGTH) errors.introduction = channelMessages.introductionTooLong;
  return errors;
}

export function firstChannelError(errors: Partial<Record<ChannelField, string>>): ChannelField | undefined {
  return CHANNEL_FIELD_ORDER.find((field) => errors[field]);
}

/** The field a server refusal belongs under, by its code (CONTRACTS: channel management codes). */
export function channelFieldOfCode(code: string | undefined): ChannelField | undefined {
  switch (code) {
    case 'CHANNEL_URL_TAKEN':
    case 'INVALID_CHANNEL_URL':
      return 'url';
    case 'INVALID_CHANNEL_TITLE':
      return 'title';
    case 'INVALID_CHANNEL_INTRODUCTION':
      return 'introduction';
    case 'INVALID_CHANNEL_HOMEPAGE':
      return 'homepage';
    case 'INVALID_CHANNEL_INDUSTRY':
      return 'industry';
    case 'INVALID_CHANNEL_COMPANY_SIZE':
      return 'companySize';
    default:
      return undefined;
  }
}
