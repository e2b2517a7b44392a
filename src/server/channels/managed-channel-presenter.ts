/** A company's own channel as the corporate site's /channel edits it. */
import type { Channel } from '../../db/schema';

export interface ManagedChannelView {
  id: string;
  url: string;
  title: string;
  introduction: string;
  homepage: string | null;
  industry: string | null;
  companySize: string | null;
  logoUrl: string | null;
  logoSvg: string | null;
  coverUrl: string | null;
  followerCount: number;
  deactivated: boolean;
  deactivatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function presentManagedChannel(channel: Channel): ManagedChannelView {
  return {
    id: channel.id,
    url: channel.url,
    title: channel.title,
    introduction: channel.introduction,
    homepage: channel.homepage,
    industry: channel.industry,
    companySize: channel.companySize,
    logoUrl: channel.logoUrl,
    logoSvg: channel.logoSvg,
    coverUrl: channel.coverUrl,
    followerCount: channel.followerCount,
    deactivated: channel.deactivatedAt !== null,
    deactivatedAt: channel.deactivatedAt?.toISOString() ?? null,
    createdAt: channel.createdAt.toISOString(),
    updatedAt: channel.updatedAt.toISOString(),
  };
}
