/**
 * Click guards of spec §6 for corporate members (individual-members-only alert, channel check) and the chat app
 * prompt. The dialogs' code (portal-dialogs.tsx) is fetched the first time one opens, not with the page.
 */
import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import { useModal } from '../modal/modal-provider';
import { channelManagementUnavailable, channelUnavailable, corporateProfileUrl, INDIVIDUAL_ONLY_MESSAGE, type SiteOrigins } from './portal-links';
import { useLoadPortalUser } from '../session/use-portal-user';
import type { CurrentUser } from '../api/portal-api';

const ChannelUnavailableDialog = dynamic(() => import('./portal-dialogs').then((m) => m.ChannelUnavailableDialog), { ssr: false });
const AppDownloadDialog = dynamic(() => import('./portal-dialogs').then((m) => m.AppDownloadDialog), { ssr: false });

export function usePortalGuards(siteOrigins: SiteOrigins) {
  const modal = useModal();
  const loadPortalUser = useLoadPortalUser();

  const individualOnly = useCallback(
    (event: React.MouseEvent) => {
      event.preventDefault();
      void modal.alert(INDIVIDUAL_ONLY_MESSAGE);
    },
    [modal],
  );

  /** `unavailable`: spec §6's rule by default; 채널 관리 passes the approval-only part (portal-links.ts). */
  const guardChannel = useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>, unavailable: (user: CurrentUser) => boolean = channelUnavailable) => {
      event.preventDefault();
      const href = event.currentTarget.href;
      void loadPortalUser()
        .catch(() => null)
        .then((portalUser) => {
          // A user that could not be loaded is treated like an unapproved one: the dialog, not the page.
          if (portalUser && !unavailable(portalUser)) {
            window.location.assign(href);
            return;
          }
          modal.openModal((close) => <ChannelUnavailableDialog profileUrl={corporateProfileUrl(siteOrigins)} onClose={close} />);
        });
    },
    [loadPortalUser, modal, siteOrigins],
  );

  const appPrompt = useCallback(() => {
    modal.openModal((close) => <AppDownloadDialog onClose={close} />);
  }, [modal]);

  const guardChannelManagement = useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>) => guardChannel(event, channelManagementUnavailable),
    [guardChannel],
  );

  return { individualOnly, guardChannel, guardChannelManagement, appPrompt };
}
