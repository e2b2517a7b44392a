/** Mock-exam pages on the portal host go to the brand's CBT site (src/web/ssr/redirect-to-cbt-site.ts). */
import { redirectToCbtSite } from '@/web/ssr/redirect-to-cbt-site';

export const getServerSideProps = redirectToCbtSite();

export default function RedirectToCbtSite() {
  return null;
}
