/**
 * The product's one rich-text editor (Tiptap, bundled with the app: nothing loads from a CDN), for community posts
 * now and postings and problems later. It edits the HTML the server keeps after its allow-list sanitiser: paragraphs,
 * h2/h3, bold, italic, underline, strike, lists, quotes, links, images and YouTube videos (privacy-enhanced embeds,
 * the only frames the server and the page's CSP allow). Images go through the signed upload pipeline and are inserted
 * as `/uploads/<key>` once the server has verified them. Loaded only on the pages that write (next/dynamic).
 */
import Image from '@tiptap/extension-image';
import Youtube, { isValidYoutubeUrl } from '@tiptap/extension-youtube';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { graphqlErrorMessage } from '../api/graphql-errors';
import { uploadImage } from '../api/uploads-api';
import { getBrowserPortalClient } from '../portal/portal-client';
import { toast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { richTextStyles } from '../ui/rich-text';

/** What the image button accepts (the upload pipeline's image types, ADR 5). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/bmp,image/svg+xml';

export interface RichTextEditorProps {
  /** The HTML to start from (a draft or the post being edited). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The editable area's accessible name. */
  label: string;
  /** Called with whether an image is uploading, so the form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
  maxImages?: number;
}

type Prompt = { kind: 'link' | 'youtube'; value: string } | null;

export function RichTextEditor({ initialHtml, onChange, label, onUploadingChange, maxImages = 20 }: RichTextEditorProps) {
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [uploads, setUploads] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const promptId = useId();
  const editor = useEditor({
    // Rendered in the browser only: the server's HTML would not match the editor's first render.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
      Image.configure({ allowBase64: false }),
      Youtube.configure({ nocookie: true, controls: true, width: 640, height: 360 }),
    ],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'rich-text-editor' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const changeUploads = (delta: number) =>
    setUploads((count) => {
      const next = count + delta;
      onUploadingChange?.(next > 0);
      return next;
    });

  const insertImages = async (files: File[]) => {
    if (!editor) return;
    const present = editor.getHTML().match(/<img\b/g)?.length ?? 0;
    if (present + files.length > maxImages) {
      toast(`이미지는 한 글에 ${maxImages}장까지 넣을 수 있어요.`, 'warn');
      return;
    }
    for (const file of files) {
      changeUploads(1);
      try {
        const attachment = await uploadImage(file, { client: getBrowserPortalClient() });
        // After the selection, not over it: a just-inserted image is selected, and setImage would replace it.
        const image = { type: 'image', attrs: { src: attachment.url, alt: file.name.replace(/\.[^.]+$/, '') } };
        editor.chain().focus().insertContentAt(editor.state.selection.to, image).run();
      } catch (error) {
        toast(graphqlErrorMessage(error, '이미지를 올리지 못했어요. 잠시 후 다시 시도해주세요.'), 'error');
      } finally {
        changeUploads(-1);
      }
    }
  };

  // Not a <form>: the editor sits inside the post's form, and forms cannot nest.
  const submitPrompt = () => {
    if (!editor || !prompt) return;
    const value = prompt.value.trim();
    if (prompt.kind === 'youtube') {
      if (!isValidYoutubeUrl(value)) {
        toast('유튜브 영상 주소를 확인해주세요.', 'warn');
        return;
      }
      editor.chain().focus().insertContentAt(editor.state.selection.to, { type: 'youtube', attrs: { src: value } }).run();
    } else if (!/^(https?:\/\/|mailto:)/i.test(value)) {
      toast('http:// 또는 https://로 시작하는 주소를 넣어주세요.', 'warn');
      return;
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    }
    setPrompt(null);
  };

  return (
    <Frame data-testid="rich-text-editor-frame">
      {/* aria-controls only while the prompt exists: an id that names nothing is an invalid ARIA value (axe). */}
      <Toolbar role="toolbar" aria-label="서식" aria-controls={prompt ? promptId : undefined}>
        <MarkButton editor={editor} name="bold" label="굵게" onClick={(e) => e.chain().focus().toggleBold().run()}>
          <b>B</b>
        </MarkButton>
        <MarkButton editor={editor} name="italic" label="기울임" onClick={(e) => e.chain().focus().toggleItalic().run()}>
          <i>I</i>
        </MarkButton>
        <MarkButton editor={editor} name="underline" label="밑줄" onClick={(e) => e.chain().focus().toggleUnderline().run()}>
          <u>U</u>
        </MarkButton>
        <MarkButton editor={editor} name="strike" label="취소선" onClick={(e) => e.chain().focus().toggleStrike().run()}>
          <s>S</s>
        </MarkButton>
        <MarkButton editor={editor} name="heading" attrs={{ level: 2 }} label="소제목" onClick={(e) => e.chain().focus().toggleHeading({ level: 2 }).run()}>
          소제목
        </MarkButton>
        <MarkButton editor={editor} name="bulletList" label="글머리 목록" onClick={(e) => e.chain().focus().toggleBulletList().run()}>
          • 목록
        </MarkButton>
        <MarkButton editor={editor} name="orderedList" label="번호 목록" onClick={(e) => e.chain().focus().toggleOrderedList().run()}>
          1. 목록
        </MarkButton>
        <MarkButton editor={editor} name="blockquote" label="인용" onClick={(e) => e.chain().focus().toggleBlockquote().run()}>
          인용
        </MarkButton>
        <ToolButton type="button" onClick={() => setPrompt({ kind: 'link', value: editor?.getAttributes('link').href ?? 'https://' })}>
          링크
        </ToolButton>
        <ToolButton type="button" onClick={() => fileInput.current?.click()} disabled={!editor} data-testid="editor-image-button">
          이미지
        </ToolButton>
        <ToolButton type="button" onClick={() => setPrompt({ kind: 'youtube', value: '' })} data-testid="editor-youtube-button">
          유튜브
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          multiple
          hidden
          data-testid="editor-image-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void insertImages(files);
          }}
        />
      </Toolbar>
      {prompt ? (
        <PromptRow id={promptId} role="group" aria-label={prompt.kind === 'link' ? '링크 넣기' : '유튜브 영상 넣기'} data-testid="editor-prompt">
          <label htmlFor={`${promptId}-input`}>{prompt.kind === 'link' ? '링크 주소' : '유튜브 영상 주소'}</label>
          <input
            id={`${promptId}-input`}
            type="url"
            value={prompt.value}
            autoFocus
            placeholder={prompt.kind === 'link' ? 'https://' : 'https://www.youtube.com/watch?v=…'}
            onChange={(event) => setPrompt({ ...prompt, value: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                // Enter puts the address in, as a form would, without sending the post's form.
                event.preventDefault();
                submitPrompt();
              } else if (event.key === 'Escape') {
                setPrompt(null);
              }
            }}
          />
          <PrimaryButton type="button" onClick={submitPrompt}>
            넣기
          </PrimaryButton>
          <ButtonBase type="button" onClick={() => setPrompt(null)}>
            취소
          </ButtonBase>
        </PromptRow>
      ) : null}
      {uploads > 0 ? (
        <Uploading role="status" data-testid="editor-uploading">
          이미지를 올리는 중이에요… ({uploads})
        </Uploading>
      ) : null}
      <Area>
        <EditorContent editor={editor} />
      </Area>
    </Frame>
  );
}

interface MarkButtonProps {
  editor: Editor | null;
  name: string;
  attrs?: Record<string, unknown>;
  label: string;
  onClick: (editor: Editor) => void;
  children: React.ReactNode;
}

/** A toggle of the toolbar: pressed while the selection has the mark or node. */
function MarkButton({ editor, name, attrs, label, onClick, children }: MarkButtonProps) {
  return (
    <ToolButton
      type="button"
      aria-label={label}
      aria-pressed={editor?.isActive(name, attrs) ?? false}
      disabled={!editor}
      onClick={() => editor && onClick(editor)}
    >
      {children}
    </ToolButton>
  );
}

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const ToolButton = styled.button`
  min-width: 36px;
  height: 34px;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: 6px;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.border};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const PromptRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  input {
    flex: 1 1 220px;
    min-width: 0;
    height: 38px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
  }
`;

const Uploading = styled.p`
  padding: 6px 10px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Area = styled.div`
  .ProseMirror {
    min-height: 280px;
    padding: 14px;
    outline: none;
    ${richTextStyles}
  }
  .ProseMirror:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;
