/**
 * Checks of the channel arguments before any query runs, so bad input is a Korean 400 (never a database error):
 * channel ids are uuids, urls are the slugs channels are created with, paging is bounded like the postings lists.
 */
import {
  type ChannelCompanySize,
  type ChannelField,
  type ChannelIndustry,
  firstChannelError,
  normalizeChannelFields,
  validateChannelFields,
} from '../../config/channel-profile';
import {
  CHANNEL_SEARCH_DEFAULT_LIMIT,
  CHANNEL_SEARCH_MAX,
  CHANNELS_DEFAULT_PAGE_SIZE,
  CHANNELS_MAX_PAGE_SIZE,
  type ChannelPostingStatus,
  isChannelUrl,
} from '../../contracts/channels';
import { channelErrors } from './channel-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChannelPaging {
  page: number;
  pageSize: number;
}

export function parseChannelId(value: string): string {
  if (!UUID.test(value)) throw channelErrors.invalidId();
  return value.toLowerCase();
}

export function parseChannelUrl(value: string): string {
  if (!isChannelUrl(value)) throw channelErrors.invalidUrl();
  return value;
}

export function parseChannelPaging(
  args: { page?: number | null; pageSize?: number | null },
  defaultPageSize = CHANNELS_DEFAULT_PAGE_SIZE,
): ChannelPaging {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? defaultPageSize;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw channelErrors.invalidPage();
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > CHANNELS_MAX_PAGE_SIZE) throw channelErrors.invalidPage();
  return { page, pageSize };
}

export function parseChannelPostingStatus(value: string | null | undefined): ChannelPostingStatus {
  if (value == null) return 'OPEN';
  if (value !== 'OPEN' && value !== 'CLOSED') throw channelErrors.invalidPostingStatus();
  return value;
}

export function parseChannelSearchLimit(value: number | null | undefined): number {
  const limit = value ?? CHANNEL_SEARCH_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > CHANNEL_SEARCH_MAX) throw channelErrors.invalidPage();
  return limit;
}

/** What a company sends to create or edit its channel (ADR 23), checked and normalised. */
export interface ChannelInput {
  url: string;
  title: string;
  introduction: string;
  /** Null when left empty. */
  homepage: string | null;
  industry: ChannelIndustry;
  companySize: ChannelCompanySize;
  /** A new logo or cover (an upload of the company's, completed); null keeps the current one. */
  logoAttachmentId: string | null;
  coverAttachmentId: string | null;
  /** Take the current logo or cover off (ignored when a new one is given). */
  removeLogo: boolean;
  removeCover: boolean;
}

export interface RawChannelInput {
  url: string;
  title: string;
  introduction?: string | null;
  homepage?: string | null;
  industry: string;
  companySize: string;
  logoAttachmentId?: string | null;
  coverAttachmentId?: string | null;
  removeLogo?: boolean | null;
  removeCover?: boolean | null;
}

// The codes a refusal carries per field, so the form puts the message under it (channelFieldOfCode).
const FIELD_CODES: Record<ChannelField, string> = {
  url: 'INVALID_CHANNEL_URL',
  title: 'INVALID_CHANNEL_TITLE',
  introduction: 'INVALID_CHANNEL_INTRODUCTION',
  homepage: 'INVALID_CHANNEL_HOMEPAGE',
  industry: 'INVALID_CHANNEL_INDUSTRY',
  companySize: 'INVALID_CHANNEL_COMPANY_SIZE',
};

const attachmentIdOf = (value: string | null | undefined): string | null => {
  if (value == null || value === '') return null;
  if (!UUID.test(value)) throw channelErrors.unknownUpload();
  return value.toLowerCase();
};

/** The form's rules again (src/config/channel-profile.ts): the first failing field in the form's order is a 400. */
export function parseChannelInput(raw: RawChannelInput): ChannelInput {
  const fields = normalizeChannelFields({
    url: raw.url,
    title: raw.title,
    introduction: raw.introduction ?? '',
    homepage: raw.homepage ?? '',
    industry: raw.industry,
    companySize: raw.companySize,
  });
  const errors = validateChannelFields(fields);
  const first = firstChannelError(errors);
  if (first) throw channelErrors.invalidField(FIELD_CODES[first], errors[first]!);
  return {
    url: fields.url,
    title: fields.title,
    introduction: fields.introduction,
    homepage: fields.homepage || null,
    industry: fields.industry as ChannelIndustry,
    companySize: fields.companySize as ChannelCompanySize,
    logoAttachmentId: attachmentIdOf(raw.logoAttachmentId),
    coverAttachmentId: attachmentIdOf(raw.coverAttachmentId),
    removeLogo: raw.removeLogo === true,
    removeCover: raw.removeCover === true,
  };
}
