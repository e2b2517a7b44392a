/**
 * The product's one rich-text editor (Tiptap, bundled with the app: nothing loads from a CDN), for community posts,
 * postings and problem content (issue 19). It edits the HTML the server keeps after its allow-list sanitiser:
 * paragraphs, h2/h3, bold, italic, underline, strike, lists, quotes, links, images and YouTube videos
 * (privacy-enhanced embeds, the only frames the server and the page's CSP allow); problem content adds tables and
 * inline LaTeX math and drops what the problem allowlist does not keep (editor-extensions.ts), and a choice is the
 * inline mode: one paragraph whose Enter breaks the line. Images go through the signed upload pipeline and are
 * inserted as `/uploads/<key>` once the server has verified them. Loaded only on the pages that write (next/dynamic).
 */
import { isValidYoutubeUrl } from '@tiptap/extension-youtube';
import { NodeSelection } from '@tiptap/pm/state';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { graphqlErrorMessage } from '../api/graphql-errors';
import { uploadImage } from '../api/uploads-api';
import { getBrowserPortalClient } from '../api/portal-client';
import { toast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { richTextStyles } from '../ui/rich-text';
import { type EditorFeatures, type EditorMode, editorExtensions, resolveFeatures } from './editor-extensions';
import { MATH_LATEX_MAX_LENGTH } from '../../contracts/constants';
import { type MathEditTarget, checkLatex, loadKatex, renderMath } from './math-inline';
import { flattenToLine } from './single-line';

export { POST_EDITOR_FEATURES, PROBLEM_EDITOR_FEATURES, type EditorFeatures, type EditorMode } from './editor-extensions';

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
  /**
   * Opt-in and opt-out features over the posts' defaults (POST_EDITOR_FEATURES). Problem content passes
   * PROBLEM_EDITOR_FEATURES: tables and math on; headings, links and YouTube off (the server would drop them).
   */
  features?: Partial<EditorFeatures>;
  /** `inline` for a choice: one paragraph, Enter breaks the line, a smaller box, no block tools. Default `block`. */
  mode?: EditorMode;
}

type Prompt =
  | { kind: 'link' | 'youtube'; value: string }
  | { kind: 'math'; value: string; pos: number | null }
  | null;

const PROMPT_LABELS = {
  link: { group: '링크 넣기', input: '링크 주소' },
  youtube: { group: '유튜브 영상 넣기', input: '유튜브 영상 주소' },
  math: { group: '수식 넣기', input: '수식 (LaTeX)' },
} as const;

export function RichTextEditor({
  initialHtml,
  onChange,
  label,
  onUploadingChange,
  maxImages = 20,
  features: featureChoices,
  mode = 'block',
}: RichTextEditorProps) {
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [uploads, setUploads] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const promptId = useId();
  // Fixed for the editor's life: Tiptap builds its schema once, so features are read on the first render only.
  const [features] = useState(() => resolveFeatures(mode, featureChoices));
  const inline = mode === 'inline';
  const editor = useEditor({
    // Rendered in the browser only: the server's HTML would not match the editor's first render.
    immediatelyRender: false,
    extensions: editorExtensions({
      mode,
      features,
      onEditMath: (target: MathEditTarget) => setPrompt({ kind: 'math', value: target.latex, pos: target.pos }),
    }),
    // A choice stored or drafted as paragraphs keeps every paragraph, as lines.
    content: inline ? flattenToLine(initialHtml) : initialHtml,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'rich-text-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // Toolbar state follows every selection change (Tiptap 3 does not re-render the component on transactions). It reads
  // this render's editor rather than the snapshot's, which stays null until the first transaction after the editor
  // appears: the toolbar would wait for a click in the text before it worked.
  const state = useEditorState({ editor, selector: () => toolbarState(editor) });

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

  /** The 수식 button: edits the selected formula, else starts a new one. */
  const openMathPrompt = () => {
    if (!editor) return;
    const { selection } = editor.state;
    if (selection instanceof NodeSelection && selection.node.type.name === 'mathInline') {
      setPrompt({ kind: 'math', value: String(selection.node.attrs.latex ?? ''), pos: selection.from });
    } else {
      setPrompt({ kind: 'math', value: '', pos: null });
    }
  };

  // Not a <form>: the editor sits inside the post's form, and forms cannot nest.
  const submitPrompt = async () => {
    if (!editor || !prompt) return;
    const value = prompt.value.trim();
    if (prompt.kind === 'math') {
      const problem = await checkLatex(value);
      if (problem) {
        toast(problem, 'warn');
        return;
      }
      if (prompt.pos === null) editor.chain().focus().insertMathInline(value).run();
      else editor.chain().focus().updateMathInline(prompt.pos, value).run();
    } else if (prompt.kind === 'youtube') {
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

  const run = (command: (e: Editor) => void) => () => editor && command(editor);

  return (
    <Frame data-testid="rich-text-editor-frame" data-mode={mode}>
      {/* aria-controls only while the prompt exists: an id that names nothing is an invalid ARIA value (axe). */}
      <Toolbar role="toolbar" aria-label="서식" aria-controls={prompt ? promptId : undefined}>
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
          <ToolButton type="button" onClick={() => setPrompt({ kind: 'link', value: editor?.getAttributes('link').href ?? 'https://' })}>
            링크
          </ToolButton>
        ) : null}
        {features.images ? (
          <ToolButton type="button" onClick={() => fileInput.current?.click()} disabled={!editor} data-testid="editor-image-button">
            이미지
          </ToolButton>
        ) : null}
        {features.youtube ? (
          <ToolButton type="button" onClick={() => setPrompt({ kind: 'youtube', value: '' })} data-testid="editor-youtube-button">
            유튜브
          </ToolButton>
        ) : null}
        {features.math ? (
          <ToolButton type="button" onClick={openMathPrompt} disabled={!editor} data-testid="editor-math-button">
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
              void insertImages(files);
            }}
          />
        ) : null}
      </Toolbar>
      {prompt ? (
        <PromptRow id={promptId} role="group" aria-label={PROMPT_LABELS[prompt.kind].group} data-testid="editor-prompt">
          <label htmlFor={`${promptId}-input`}>{PROMPT_LABELS[prompt.kind].input}</label>
          <input
            id={`${promptId}-input`}
            type={prompt.kind === 'math' ? 'text' : 'url'}
            value={prompt.value}
            autoFocus
            maxLength={prompt.kind === 'math' ? MATH_LATEX_MAX_LENGTH : undefined}
            spellCheck={prompt.kind === 'math' ? false : undefined}
            placeholder={
              prompt.kind === 'link' ? 'https://' : prompt.kind === 'math' ? '예: \\frac{a}{b}' : 'https://www.youtube.com/watch?v=…'
            }
            onChange={(event) => setPrompt({ ...prompt, value: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                // Enter puts the address in, as a form would, without sending the post's form.
                event.preventDefault();
                void submitPrompt();
              } else if (event.key === 'Escape') {
                setPrompt(null);
              }
            }}
          />
          <PrimaryButton type="button" onClick={() => void submitPrompt()}>
            {prompt.kind === 'math' && prompt.pos !== null ? '바꾸기' : '넣기'}
          </PrimaryButton>
          <ButtonBase type="button" onClick={() => setPrompt(null)}>
            취소
          </ButtonBase>
          {prompt.kind === 'math' ? <MathPreview latex={prompt.value} /> : null}
        </PromptRow>
      ) : null}
      {uploads > 0 ? (
        <Uploading role="status" data-testid="editor-uploading">
          이미지를 올리는 중이에요… ({uploads})
        </Uploading>
      ) : null}
      <Area $inline={inline}>
        <EditorContent editor={editor} />
      </Area>
    </Frame>
  );
}

/** What the toolbar shows, read from the editor's state. */
function toolbarState(editor: Editor | null) {
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

/** The formula as it will look, under the LaTeX being typed (KaTeX's MathML, loaded with the editor's math). */
function MathPreview({ latex }: { latex: string }) {
  const target = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let current = true;
    void loadKatex().then((katex) => {
      const element = target.current;
      if (!current || !element) return;
      element.title = '';
      if (latex.trim()) renderMath(katex, latex, element);
      else element.textContent = '';
    });
    return () => {
      current = false;
    };
  }, [latex]);
  return (
    <MathPreviewBox>
      미리보기 <span ref={target} data-testid="editor-math-preview" />
    </MathPreviewBox>
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
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.muted};
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

const MathPreviewBox = styled.p`
  flex: 1 1 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  span {
    margin-left: 6px;
    color: ${({ theme }) => theme.colors.text};
    font-size: 16px;
  }
`;

const Uploading = styled.p`
  padding: 6px 10px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Area = styled.div<{ $inline: boolean }>`
  .ProseMirror {
    min-height: ${({ $inline }) => ($inline ? '44px' : '280px')};
    padding: ${({ $inline }) => ($inline ? '8px 12px' : '14px')};
    outline: none;
    ${richTextStyles}
    ${({ $inline }) =>
      $inline
        ? css`
            p {
              margin: 0;
            }
          `
        : null}
  }
  .ProseMirror:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
  /* The table's cells while editing: a selected cell range, and the wrapper Tiptap puts around each table. */
  .ProseMirror .tableWrapper {
    max-width: 100%;
    overflow-x: auto;
  }
  .ProseMirror .selectedCell {
    background: ${({ theme }) => `${theme.colors.primary}1f`};
  }
  .ProseMirror td,
  .ProseMirror th {
    min-width: 48px;
    vertical-align: top;
  }
  .ProseMirror .math-inline {
    cursor: pointer;
    border-radius: 4px;
  }
  .ProseMirror .math-inline.ProseMirror-selectednode {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;
