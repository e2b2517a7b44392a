/**
 * The community home page as both `/` and `/community` serve it: shortcuts, menus and boards, this week's
 * popular posts and the newest ones, fetched on the server (community-home-ssr.ts) for the member or visitor of this
 * brand's community host.
 */
import { getBrand } from '../../config/brands';
import type { ShellPageProps } from '../ssr/shell-page';
import { CommunityHomeContent } from './community-home-content';

export function CommunityHomePage({ brand }: ShellPageProps) {
  return <CommunityHomeContent brand={getBrand(brand)} />;
}
