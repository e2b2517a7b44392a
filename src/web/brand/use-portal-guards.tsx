/**
 * Click guards of spec §6 for corporate members (individual-members-only alert, channel check) and the chat app
 * prompt. The dialogs' code (portal-dialogs.tsx) is fetched the first time one opens, not with the page.
 */
import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import { useModal } from '../modal/modal-provider';
import { channelUnavailableContent, channelUnavailableReason, INDIVIDUAL_ONLY_MESSAGE, type SiteOrigins } from './portal-links';
import { useLoadPortalUser } from '../session/use-portal-user';

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

  /** 채널 관리 and 내 채널 바로가기: the link, or spec §6's dialog with the reason that applies (portal-links.ts). */
  const guardChannel = useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      const href = event.currentTarget.href;
      void loadPortalUser()
        .catch(() => null)
        .then((portalUser) => {
          // A user that could not be loaded is treated like an unapproved one: the dialog, not the page.
          const reason = portalUser ? channelUnavailableReason(portalUser) : 'NOT_APPROVED';
          if (reason === null) {
            window.location.assign(href);
            return;
          }
          const content = channelUnavailableContent(siteOrigins, reason);
          modal.openModal((close) => <ChannelUnavailableDialog reason={reason} {...content} onClose={close} />);
        });
    },
    [loadPortalUser, modal, siteOrigins],
  );

  const appPrompt = useCallback(() => {
    modal.openModal((close) => <AppDownloadDialog onClose={close} />);
  }, [modal]);

  return { individualOnly, guardChannel, appPrompt };
}
