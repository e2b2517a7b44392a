/**
 * The site the page belongs to (ShellProps.site), for links that must know whether a target is on this site: a CBT
 * path is a client-side link on the CBT app and a link to the CBT host from the portal.
 */
import { createContext, useContext } from 'react';
import type { Site } from '../../config/hosts';

export const CurrentSiteContext = createContext<Site>('cbt');

export function useCurrentSite(): Site {
  return useContext(CurrentSiteContext);
}
