/**
 * What the one rich-text editor is made of, by mode and features (kept apart from the component so tests build the
 * same editor without a toolbar). Posts and postings use the defaults, exactly the editor they always had; problem
 * content turns on tables and math and turns off what the server's problem allowlist would drop anyway
 * (headings, links, YouTube), so an author never writes something that silently disappears on save.
 */
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import Youtube from '@tiptap/extension-youtube';
import type { AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isOwnImageSource, ownUploadKey } from '../../config/stored-html-urls';
import { MathInline, type MathEditTarget } from './math-inline';
import { SingleLine, SingleParagraphDocument } from './single-line';

/** `block`: a document of paragraphs and blocks. `inline`: one paragraph (a choice), Enter breaks the line. */
export type EditorMode = 'block' | 'inline';

export interface EditorFeatures {
  /** 소제목 (h2/h3). Default on. */
  headings: boolean;
  /** Links. Default on. */
  links: boolean;
  /** YouTube embeds. Default on. */
  youtube: boolean;
  /** Images through the signed upload pipeline. Default on. */
  images: boolean;
  /**
   * The images the server keeps in this HTML (src/config/stored-html-urls.ts), and so the only ones the editor takes
   * from a paste or a draft: `own` (posts and postings) our uploads and the brands' static images, `uploads`
   * (problems) our uploads only.
   */
  imageSources: 'own' | 'uploads';
  /** Tables with a header row and row/column buttons. Default off. */
  tables: boolean;
  /** Inline LaTeX formulas (`mathInline`). Default off. */
  math: boolean;
}

/** The community's and the postings' editor, as it always was. */
export const POST_EDITOR_FEATURES: EditorFeatures = {
  headings: true,
  links: true,
  youtube: true,
  images: true,
  imageSources: 'own',
  tables: false,
  math: false,
};

/**
 * Problem and passage content: the server's allowlist for problems (p, marks, sub/sup, lists, quotes, tables, our
 * own images, math) and nothing it would drop.
 */
export const PROBLEM_EDITOR_FEATURES: EditorFeatures = {
  headings: false,
  links: false,
  youtube: false,
  images: true,
  imageSources: 'uploads',
  tables: true,
  math: true,
};

/** The features in force: the defaults under the caller's choices; inline mode never has block-only ones. */
export function resolveFeatures(mode: EditorMode, features: Partial<EditorFeatures> = {}): EditorFeatures {
  const resolved = { ...POST_EDITOR_FEATURES, ...features };
  if (mode === 'inline') return { ...resolved, headings: false, youtube: false, tables: false };
  return resolved;
}

export interface EditorExtensionOptions {
  mode: EditorMode;
  features: EditorFeatures;
  /** Called when a formula asks to be edited (click, or Enter on a selected one). */
  onEditMath: (target: MathEditTarget) => void;
}

/** Whether the server keeps an image of this address in HTML written with `features`. */
export function keepsImageSource(src: string | null, features: Pick<EditorFeatures, 'imageSources'>): boolean {
  if (src === null) return false;
  return features.imageSources === 'uploads' ? ownUploadKey(src) !== null : isOwnImageSource(src);
}

/**
 * Tiptap's image, taking from parsed HTML (a paste, a draft, the post being edited) only the images the server keeps.
 * A pasted `<img src=x>` or another site's picture used to stay in the editor as a broken or foreign image that the
 * server then silently dropped on save; it is dropped at the paste instead, so what the author sees is what is kept.
 */
function keptImage(features: EditorFeatures, inline: boolean): AnyExtension {
  return Image.extend({
    parseHTML() {
      return [{ tag: 'img[src]', getAttrs: (node) => (keepsImageSource(node.getAttribute('src'), features) ? null : false) }];
    },
  }).configure({ allowBase64: false, inline });
}

export function editorExtensions({ mode, features, onEditMath }: EditorExtensionOptions): AnyExtension[] {
  const inline = mode === 'inline';
  const extensions: AnyExtension[] = [
    StarterKit.configure({
      heading: features.headings ? { levels: [2, 3] } : false,
      code: false,
      codeBlock: false,
      link: features.links
        ? { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' }
        : false,
      ...(inline
        ? {
            document: false,
            bulletList: false,
            orderedList: false,
            listItem: false,
            listKeymap: false,
            blockquote: false,
            horizontalRule: false,
          }
        : {}),
    }),
  ];
  if (inline) extensions.push(SingleParagraphDocument, SingleLine);
  // Inline in a choice (the choice's one line of phrasing content), a block of its own elsewhere.
  if (features.images) extensions.push(keptImage(features, inline));
  if (features.youtube) extensions.push(Youtube.configure({ nocookie: true, controls: true, width: 640, height: 360 }));
  // Not resizable: widths would be inline styles, which the server's allowlist drops; takers' tables size to content.
  if (features.tables) extensions.push(TableKit.configure({ table: { resizable: false } }));
  if (features.math) extensions.push(MathInline.configure({ onEdit: onEditMath }));
  return extensions;
}
