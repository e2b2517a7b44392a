/**
 * `openShare({ url, text })` opens the share dialog (share-dialog.tsx) on the modal layer. The dialog's code is
 * fetched the first time one opens, not with the page.
 */
import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import { useModal } from '../modal/modal-provider';
import type { ShareContent } from './share-targets';

const ShareDialog = dynamic(() => import('./share-dialog').then((m) => m.ShareDialog), { ssr: false });

export function useShareDialog(brandName: string) {
  const modal = useModal();
  return useCallback(
    (content: Omit<ShareContent, 'brandName'>, title?: string) =>
      modal.openModal((close) => <ShareDialog content={{ ...content, brandName }} title={title} onClose={close} />),
    [modal, brandName],
  );
}
