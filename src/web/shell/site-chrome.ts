/** What a site's chrome (loaded per site by app-shell.tsx) is given to draw around the page. */
import type { ReactNode } from 'react';
import type { Site } from '../../config/hosts';

export interface SiteChromeProps {
  site: Site;
  /** The shell route of spec §2.1 (layout-rules.ts), e.g. `/exam/[type]`. */
  route: string;
  asPath: string;
  isWebView: boolean;
  /** From the layout rules: whether this route shows the header and the footer. */
  header: boolean;
  footer: boolean;
  siteOrigins: Partial<Record<Site, string>>;
  children: ReactNode;
}
