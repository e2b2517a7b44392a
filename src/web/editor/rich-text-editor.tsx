/**
 * The product's one rich-text editor (Tiptap, bundled with the app: nothing loads from a CDN), for community posts,
 * postings and problem content. It edits the HTML the server keeps after its allow-list sanitiser:
 * paragraphs, h2/h3, bold, italic, underline, strike, lists, quotes, links, images and YouTube videos
 * (privacy-enhanced embeds, the only frames the server and the page's CSP allow); problem content adds tables and
 * inline LaTeX math and drops what the problem allowlist does not keep (editor-extensions.ts), and a choice is the
 * inline mode: one paragraph whose Enter breaks the line. Images go through the signed upload pipeline and are
 * inserted as `/uploads/<key>` once the server has verified them. Loaded only on the pages that write (next/dynamic).
 */
import { isValidYoutubeUrl } from '@tiptap/extension-youtube';
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { graphqlErrorMessage } from '../api/graphql-errors';
import { uploadImage } from '../api/uploads-api';
import { getBrowserPortalClient } from '../api/portal-client';
import { toast } from '../toast/toast-provider';
import { richTextStyles } from '../ui/rich-text';
import { type EditorFeatures, type EditorMode, editorExtensions, resolveFeatures } from './editor-extensions';
import { EditorPrompt, type Prompt } from './editor-prompt';
import { EditorToolbar, toolbarState } from './editor-toolbar';
import { type MathEditTarget, checkLatex } from './math-inline';
import { flattenToLine } from './single-line';

export { POST_EDITOR_FEATURES, PROBLEM_EDITOR_FEATURES, type EditorFeatures, type EditorMode } from './editor-extensions';

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

  return (
    <Frame data-testid="rich-text-editor-frame" data-mode={mode}>
      {/* aria-controls only while the prompt exists: an id that names nothing is an invalid ARIA value (axe). */}
      <EditorToolbar
        editor={editor}
        state={state}
        features={features}
        inline={inline}
        promptId={promptId}
        promptOpen={prompt !== null}
        onPrompt={setPrompt}
        onOpenMath={openMathPrompt}
        onImages={(files) => void insertImages(files)}
      />
      {prompt ? (
        <EditorPrompt id={promptId} prompt={prompt} onChange={setPrompt} onSubmit={() => void submitPrompt()} onCancel={() => setPrompt(null)} />
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

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
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
