/**
 * Inline math for problem content: an atom node `mathInline` holding LaTeX in `latex`. Its HTML is the
 * server's stored form `<span data-latex="…" class="math-inline">…</span>`: the server empties the span and fills it
 * with KaTeX's MathML made from `data-latex` (src/server/problems/sanitize-problem-content.ts), so whatever the
 * span holds is ignored when HTML is read back, and the editor writes the LaTeX source as its text (a readable
 * fallback for any reader of the raw HTML).
 *
 * In the editor the node shows the formula rendered by KaTeX (MathML output: no KaTeX CSS or fonts needed, as on the
 * takers' pages). KaTeX is imported lazily here, never by the CBT pages: the node shows its source until KaTeX has
 * loaded, and an editor without math never loads it.
 */
import { Node, mergeAttributes } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import { MATH_LATEX_MAX_LENGTH } from '../../contracts/constants';

type Katex = typeof import('katex').default;
let katexPromise: Promise<Katex> | undefined;

/** KaTeX, loaded once on first use (a chunk of its own). */
export function loadKatex(): Promise<Katex> {
  katexPromise ??= import('katex').then((module) => module.default);
  return katexPromise;
}

/** KaTeX's options for every rendering in the editor: the ones the server uses, so what the author sees is stored. */
const KATEX_OPTIONS = { output: 'mathml', trust: false, strict: 'ignore' } as const;

/** Renders `latex` as MathML into `element`; a formula KaTeX rejects shows its source and the reason. */
export function renderMath(katex: Katex, latex: string, element: HTMLElement): void {
  try {
    katex.render(latex, element, { ...KATEX_OPTIONS, throwOnError: true });
  } catch (error) {
    element.textContent = latex;
    element.title = latexErrorMessage(error);
  }
}

/** KaTeX's reason for refusing a formula, in a Korean sentence (the server's wording of the same refusal). */
export function latexErrorMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message.replace(/^KaTeX parse error:\s*/, '') : String(error);
  return `수식을 해석하지 못했어요: ${reason}`;
}

/** Checks a formula as the server will: null when KaTeX accepts it, else the Korean reason. */
export async function checkLatex(latex: string): Promise<string | null> {
  if (!latex.trim()) return '수식을 입력해주세요.';
  if (latex.length > MATH_LATEX_MAX_LENGTH) return `수식은 ${MATH_LATEX_MAX_LENGTH.toLocaleString('en-US')}자까지 넣을 수 있어요.`;
  const katex = await loadKatex();
  try {
    katex.renderToString(latex, { ...KATEX_OPTIONS, throwOnError: true });
    return null;
  } catch (error) {
    return latexErrorMessage(error);
  }
}

export interface MathEditTarget {
  /** Where the node is, or null for a new formula at the selection. */
  pos: number | null;
  latex: string;
}

export interface MathInlineOptions {
  /** Asked to edit a formula (a click on it, or Enter while it is selected). */
  onEdit: (target: MathEditTarget) => void;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mathInline: {
      /** Puts a formula after the selection (not over it: a selected formula or image stays). */
      insertMathInline: (latex: string) => ReturnType;
      /** Changes the LaTeX of the formula at `pos`. */
      updateMathInline: (pos: number, latex: string) => ReturnType;
    };
  }
}

export const MathInline = Node.create<MathInlineOptions>({
  name: 'mathInline',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { onEdit: () => undefined };
  },

  addAttributes() {
    return {
      latex: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-latex') ?? '',
        // Written by renderHTML itself, as data-latex.
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    // A leaf node: ProseMirror does not read the span's children (the server's MathML, or the source text).
    return [{ tag: 'span[data-latex]', priority: 60 }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const latex = String(node.attrs.latex ?? '');
    return ['span', mergeAttributes(HTMLAttributes, { 'data-latex': latex, class: 'math-inline' }), latex];
  },

  renderText({ node }) {
    return String(node.attrs.latex ?? '');
  },

  addCommands() {
    return {
      insertMathInline:
        (latex) =>
        ({ state, commands }) =>
          commands.insertContentAt(state.selection.to, { type: this.name, attrs: { latex } }),
      updateMathInline:
        (pos, latex) =>
        ({ tr, state, dispatch }) => {
          const node = state.doc.nodeAt(pos);
          if (!node || node.type.name !== this.name) return false;
          if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, latex });
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    // Keyboard users reach a formula with the arrow keys (it becomes selected) and open it with Enter, as a click does.
    return {
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) return false;
        this.options.onEdit({ pos: selection.from, latex: String(selection.node.attrs.latex ?? '') });
        return true;
      },
    };
  },

  addNodeView() {
    return ({ node, getPos }) => {
      let current = node;
      const dom = document.createElement('span');
      dom.className = 'math-inline';
      dom.contentEditable = 'false';
      const show = () => {
        const latex = String(current.attrs.latex ?? '');
        dom.setAttribute('data-latex', latex);
        dom.title = '눌러서 수식 고치기';
        dom.textContent = latex;
        void loadKatex().then((katex) => {
          // A later update may have replaced the formula while KaTeX loaded.
          if (String(current.attrs.latex ?? '') === latex) renderMath(katex, latex, dom);
        });
      };
      show();
      dom.addEventListener('click', (event) => {
        event.preventDefault();
        const pos = getPos();
        if (typeof pos === 'number') this.options.onEdit({ pos, latex: String(current.attrs.latex ?? '') });
      });
      return {
        dom,
        update: (updated) => {
          if (updated.type !== current.type) return false;
          const changed = updated.attrs.latex !== current.attrs.latex;
          current = updated;
          if (changed) show();
          return true;
        },
        // KaTeX writes into the node's DOM after it loads; that is not an edit of the document.
        ignoreMutation: (mutation) => mutation.type !== 'selection',
        stopEvent: (event) => event.type === 'click',
      };
    };
  },
});
