/**
 * Writing and editing a community post: a title and the rich-text editor, kept as a draft in this browser
 * while the member types (a crash, a closed tab or a failed send loses nothing; the draft is offered back on return
 * and dropped once the server has the post), checked as the server checks before it is sent, and sent only once the
 * images being uploaded are in.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { POST_TITLE_MAX_LENGTH } from '../../contracts/community';
import { createCommunityPost, type CommunityPostInput, updateCommunityPost } from '../api/community-posts-api';
import { graphqlErrorMessage, graphqlErrorStatus } from '../api/graphql-errors';
import { LoadingState } from '../ui/query-state';
import { toast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { FieldError, TextField } from '../ui/form';
import { browserCommunityClient } from '../api/community-client';
import { boardHref, communityKeys } from './community-queries';
import { type PostDraft, postDraftStore } from './post-draft';

const RichTextEditor = dynamic(() => import('../editor/rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <LoadingState label="편집기를 불러오는 중입니다…" />,
});

export type PostEditorTarget =
  | { kind: 'create'; boardSlug: string }
  | { kind: 'edit'; boardSlug: string; postId: string; title: string; bodyHtml: string };

/** The words a body shows once its markup is gone, and whether it carries media: what the server calls empty. */
export function isBlankBody(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

export function checkPost(input: CommunityPostInput): { title?: string; body?: string } {
  const title = input.title.trim();
  const errors: { title?: string; body?: string } = {};
  if (!title) errors.title = '제목을 입력해주세요.';
  else if ([...title].length > POST_TITLE_MAX_LENGTH) errors.title = `제목은 ${POST_TITLE_MAX_LENGTH}자 이하로 입력해주세요.`;
  if (isBlankBody(input.bodyHtml)) errors.body = '본문을 입력해주세요.';
  return errors;
}

export function PostEditorForm({ target }: { target: PostEditorTarget }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const drafts = postDraftStore(target.kind === 'edit' ? `edit:${target.postId}` : `new:${target.boardSlug}`);
  const initial: PostDraft = target.kind === 'edit' ? { title: target.title, bodyHtml: target.bodyHtml } : { title: '', bodyHtml: '' };
  const [title, setTitle] = useState(initial.title);
  const [bodyHtml, setBodyHtml] = useState(initial.bodyHtml);
  // The editor starts from this; bumping `editorKey` restarts it with a restored or discarded draft.
  const [editorStart, setEditorStart] = useState(initial.bodyHtml);
  const [editorKey, setEditorKey] = useState(0);
  const [restored, setRestored] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const ready = useRef(false);

  // A draft of this post left in this browser is offered back before anything is typed.
  useEffect(() => {
    const draft = drafts.read();
    if (draft && (draft.title !== initial.title || draft.bodyHtml !== initial.bodyHtml)) {
      setTitle(draft.title);
      setBodyHtml(draft.bodyHtml);
      setEditorStart(draft.bodyHtml);
      setEditorKey((key) => key + 1);
      setRestored(true);
    }
    ready.current = true;
    // Once per post (the store and the starting text belong to it), not on every render's new objects.
  }, [target.kind === 'edit' ? target.postId : target.boardSlug]);

  useEffect(() => {
    if (!ready.current) return;
    const timer = setTimeout(() => {
      if (title === initial.title && bodyHtml === initial.bodyHtml) drafts.clear();
      else drafts.write({ title, bodyHtml });
    }, 400);
    return () => clearTimeout(timer);
    // Saved when the words change; the store and the starting text are the same for the life of the form.
  }, [title, bodyHtml]);

  const discardDraft = () => {
    drafts.clear();
    setTitle(initial.title);
    setBodyHtml(initial.bodyHtml);
    setEditorStart(initial.bodyHtml);
    setEditorKey((key) => key + 1);
    setRestored(false);
  };

  const save = useMutation({
    mutationFn: (input: CommunityPostInput) =>
      target.kind === 'edit'
        ? updateCommunityPost(browserCommunityClient, target.postId, input)
        : createCommunityPost(browserCommunityClient, target.boardSlug, input),
    onSuccess: async (post) => {
      drafts.clear();
      toast(target.kind === 'edit' ? '글을 수정했어요.' : '글을 등록했어요.', 'success');
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
      await router.push(`${boardHref(post.board.slug)}/${encodeURIComponent(post.id)}`);
    },
    onError: (error) => {
      if (graphqlErrorStatus(error) === 401) {
        toast('로그인 후 글을 쓸 수 있어요. 쓰던 글은 이 브라우저에 남아 있어요.', 'warn');
        void router.push(`/login?next=${encodeURIComponent(router.asPath)}`);
        return;
      }
      // The draft stays in this browser; the member can send again.
      toast(graphqlErrorMessage(error, '글을 저장하지 못했어요. 잠시 후 다시 시도해주세요.'), 'error');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { title: title.trim(), bodyHtml };
    const found = checkPost(input);
    setErrors(found);
    if (found.title || found.body) return;
    save.mutate(input);
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="post-editor-form">
      {restored ? (
        <Restored role="status" data-testid="post-draft-restored">
          <span>이 브라우저에 임시 저장된 글을 불러왔어요.</span>
          <ButtonBase type="button" onClick={discardDraft}>
            처음부터 다시 쓰기
          </ButtonBase>
        </Restored>
      ) : null}
      <TextField
        label="제목"
        value={title}
        maxLength={POST_TITLE_MAX_LENGTH * 2}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
        placeholder="제목을 입력해주세요."
        data-testid="post-title-input"
      />
      <div>
        <BodyLabel aria-hidden="true">본문</BodyLabel>
        <RichTextEditor
          key={editorKey}
          label="본문"
          initialHtml={editorStart}
          onChange={setBodyHtml}
          onUploadingChange={setUploading}
        />
        {errors.body ? <FieldError role="alert">{errors.body}</FieldError> : null}
      </div>
      <Actions>
        <ButtonBase type="button" onClick={() => router.back()}>
          취소
        </ButtonBase>
        <PrimaryButton type="submit" disabled={save.isPending || uploading} data-testid="post-submit">
          {save.isPending ? '저장하는 중…' : uploading ? '이미지 올리는 중…' : target.kind === 'edit' ? '수정 완료' : '등록'}
        </PrimaryButton>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  margin-top: 20px;
`;

const BodyLabel = styled.p`
  margin-bottom: 6px;
  font-weight: 700;
`;

const Restored = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
