import { COPIED_MESSAGE, copyText } from '../../share/share-dialog';
import { toast } from '../../toast/toast-provider';

/** 복사 beside an answer (the editor's and the writer's kept text): the clipboard, or a toast saying to copy by hand. */
export async function copyAnswer(text: string) {
  try {
    await copyText(text);
    toast(COPIED_MESSAGE, 'success');
  } catch {
    toast('복사하지 못했습니다. 글을 직접 선택해 복사해주세요.', 'error');
  }
}
