/**
 * Which tab of brand A's main navigation (spec §2.2) the current page belongs to: the CBT app's pages are the CBT
 * tab, the community's the community tab (the mentor board its own), the portal's by their section. Pure, so the
 * header and its tests agree. `path` is the address as the browser shows it.
 */
import type { Site } from '../../config/hosts';

export function activeNavTab(site: Site, path: string): string | null {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (site === 'cbt') return 'cbt';
  if (site === 'community') return under('/community/mentor') ? 'mentor' : 'community';
  if (site !== 'portal') return null;
  if (pathname === '/') return 'recruit';
  if (under('/activities') || under('/activity')) return 'activity';
  if (under('/channel')) return 'channel';
  if (under('/self-introduction')) return 'cover-letter';
  if (under('/my-career')) return 'career';
  return null;
}
