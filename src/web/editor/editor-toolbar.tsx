/**
 * The editor's 서식 toolbar (rich-text-editor.tsx): mark and block toggles pressed while the selection has them, and
 * the buttons that open a prompt (링크, 유튜브, 수식), pick images or edit tables — each only where its feature is on.
 */
import { type Editor } from '@tiptap/react';
import { useRef } from 'react';
import styled from 'styled-components';
import type { EditorFeatures } from './editor-extensions';
import type { Prompt } from './editor-prompt';

/** What the image button accepts (the upload pipeline's image types, ADR 5). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/bmp,image/svg+xml';

/** What the toolbar shows, read from the editor's state. */
export function toolbarState(editor: Editor | null) {
  if (!editor) return null;
  const can = editor.can();
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    heading: editor.isActive('heading', { level: 2 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    // Only asked when the table commands exist (features.tables).
    canInsertTable: 'insertTable' in editor.commands && can.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
    inTable: 'deleteTable' in editor.commands && can.deleteTable(),
  };
}

export interface EditorToolbarProps {
  editor: Editor | null;
  state: ReturnType<typeof toolbarState> | undefined;
  features: EditorFeatures;
  inline: boolean;
  /** The prompt row's id, named by aria-controls while it is open. */
  promptId: string;
  promptOpen: boolean;
  onPrompt: (prompt: Prompt) => void;
  onOpenMath: () => void;
  onImages: (files: File[]) => void;
}

export function EditorToolbar({ editor, state, features, inline, promptId, promptOpen, onPrompt, onOpenMath, onImages }: EditorToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const run = (command: (e: Editor) => void) => () => editor && command(editor);
  return (
  <Toolbar role="toolbar" aria-label="서식" aria-controls={promptOpen ? promptId : undefined}>
    <MarkButton pressed={state?.bold} label="굵게" onClick={run((e) => e.chain().focus().toggleBold().run())}>
      <b>B</b>
    </MarkButton>
    <MarkButton pressed={state?.italic} label="기울임" onClick={run((e) => e.chain().focus().toggleItalic().run())}>
      <i>I</i>
    </MarkButton>
    <MarkButton pressed={state?.underline} label="밑줄" onClick={run((e) => e.chain().focus().toggleUnderline().run())}>
      <u>U</u>
    </MarkButton>
    <MarkButton pressed={state?.strike} label="취소선" onClick={run((e) => e.chain().focus().toggleStrike().run())}>
      <s>S</s>
    </MarkButton>
    {features.headings ? (
      <MarkButton pressed={state?.heading} label="소제목" onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())}>
        소제목
      </MarkButton>
    ) : null}
    {inline ? null : (
      <>
        <MarkButton pressed={state?.bulletList} label="글머리 목록" onClick={run((e) => e.chain().focus().toggleBulletList().run())}>
          • 목록
        </MarkButton>
        <MarkButton pressed={state?.orderedList} label="번호 목록" onClick={run((e) => e.chain().focus().toggleOrderedList().run())}>
          1. 목록
        </MarkButton>
        <MarkButton pressed={state?.blockquote} label="인용" onClick={run((e) => e.chain().focus().toggleBlockquote().run())}>
          인용
        </MarkButton>
      </>
    )}
    {features.links ? (
      <ToolButton type="button" onClick={() => onPrompt({ kind: 'link', value: editor?.getAttributes('link').href ?? 'https://' })}>
        링크
      </ToolButton>
    ) : null}
    {features.images ? (
      <ToolButton type="button" onClick={() => fileInput.current?.click()} disabled={!editor} data-testid="editor-image-button">
        이미지
      </ToolButton>
    ) : null}
    {features.youtube ? (
      <ToolButton type="button" onClick={() => onPrompt({ kind: 'youtube', value: '' })} data-testid="editor-youtube-button">
        유튜브
      </ToolButton>
    ) : null}
    {features.math ? (
      <ToolButton type="button" onClick={onOpenMath} disabled={!editor} data-testid="editor-math-button">
        수식
      </ToolButton>
    ) : null}
    {features.tables ? (
      <>
        <ToolButton
          type="button"
          disabled={!state?.canInsertTable}
          onClick={run((e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
        >
          표 넣기
        </ToolButton>
        <ToolButton type="button" disabled={!state?.inTable} onClick={run((e) => e.chain().focus().addRowAfter().run())}>
          행 추가
        </ToolButton>
        <ToolButton type="button" disabled={!state?.inTable} onClick={run((e) => e.chain().focus().addColumnAfter().run())}>
          열 추가
        </ToolButton>
        <ToolButton type="button" disabled={!state?.inTable} onClick={run((e) => e.chain().focus().deleteRow().run())}>
          행 삭제
        </ToolButton>
        <ToolButton type="button" disabled={!state?.inTable} onClick={run((e) => e.chain().focus().deleteColumn().run())}>
          열 삭제
        </ToolButton>
        <ToolButton type="button" disabled={!state?.inTable} onClick={run((e) => e.chain().focus().deleteTable().run())}>
          표 삭제
        </ToolButton>
      </>
    ) : null}
    {features.images ? (
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
          onImages(files);
        }}
      />
    ) : null}
  </Toolbar>
  );
}

interface MarkButtonProps {
  pressed: boolean | undefined;
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}

/** A toggle of the toolbar: pressed while the selection has the mark or node. */
function MarkButton({ pressed, label, onClick, children }: MarkButtonProps) {
  return (
    <ToolButton type="button" aria-label={label} aria-pressed={pressed ?? false} disabled={pressed === undefined} onClick={onClick}>
      {children}
    </ToolButton>
  );
}

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
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.muted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;
