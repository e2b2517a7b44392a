/**
 * The inquiry's images (spec §9): each picked file is checked (type, count, total size), then compressed and
 * uploaded at once, one at a time, and listed while it uploads; of more than the form has room for, the first ones
 * are taken. A size error clears itself after a while.
 */
import { useEffect, useRef, useState } from 'react';
import { type Attachment, uploadImage } from '../api/uploads-api';
import { getBrowserPortalClient } from '../api/portal-client';
import { useToast } from '../toast/toast-provider';
import { checkNewFiles, SIZE_ERROR_MS } from './inquiry-rules';
import { graphqlErrorMessage } from '../api/graphql-errors';

export interface AttachmentItem {
  key: number;
  name: string;
  /** Size of the picked file; counts against the limit while uploading. */
  size: number;
  status: 'uploading' | 'done';
  attachment?: Attachment;
}

export function useInquiryAttachments() {
  const toast = useToast();
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const nextKey = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const fileErrorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(fileErrorTimer.current);
    };
  }, []);

  const showFileError = (message: string, timeout?: number) => {
    clearTimeout(fileErrorTimer.current);
    setFileError(message);
    if (timeout) fileErrorTimer.current = setTimeout(() => setFileError(null), timeout);
  };

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const check = checkNewFiles(files, {
      count: items.length,
      uploadedBytes: items.filter((i) => i.status === 'done').reduce((sum, i) => sum + (i.attachment?.size ?? i.size), 0),
      queuedBytes: items.filter((i) => i.status === 'uploading').reduce((sum, i) => sum + i.size, 0),
    });
    if (!check.ok) {
      showFileError(check.message, check.kind === 'size' ? SIZE_ERROR_MS : undefined);
      return;
    }
    clearTimeout(fileErrorTimer.current);
    // Too many picked: the first ones are attached and the line says why the rest were left out.
    setFileError(check.notice);
    for (const file of check.files) {
      const key = nextKey.current++;
      setItems((current) => [...current, { key, name: file.name, size: file.size, status: 'uploading' }]);
      // One at a time: a visitor's first prepare sets the upload-session cookie the next calls need.
      queue.current = queue.current
        .then(() => uploadImage(file, { client: getBrowserPortalClient() }))
        .then((attachment) => {
          if (!mounted.current) return;
          setItems((current) => current.map((i) => (i.key === key ? { ...i, status: 'done', attachment } : i)));
        })
        .catch((error: unknown) => {
          if (!mounted.current) return;
          setItems((current) => current.filter((i) => i.key !== key));
          toast.toast(graphqlErrorMessage(error, '파일을 업로드하지 못했습니다.'), 'error');
        });
    }
  };

  return {
    items,
    fileError,
    uploading: items.some((i) => i.status === 'uploading'),
    addFiles,
    remove: (key: number) => setItems((current) => current.filter((i) => i.key !== key)),
    attachmentIds: () => items.flatMap((i) => (i.attachment ? [i.attachment.id] : [])),
  };
}
