/**
 * The row under the toolbar that asks for a link's or a YouTube video's address, or a formula's LaTeX with its
 * rendered preview (rich-text-editor.tsx puts the answer in). Not a <form>: the editor sits inside the post's form,
 * and forms cannot nest.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { MATH_LATEX_MAX_LENGTH } from '../../contracts/constants';
import { loadKatex, renderMath } from './math-inline';

export type Prompt =
  | { kind: 'link' | 'youtube'; value: string }
  | { kind: 'math'; value: string; pos: number | null }
  | null;

const PROMPT_LABELS = {
  link: { group: '링크 넣기', input: '링크 주소' },
  youtube: { group: '유튜브 영상 넣기', input: '유튜브 영상 주소' },
  math: { group: '수식 넣기', input: '수식 (LaTeX)' },
} as const;

export function EditorPrompt({
  id: promptId,
  prompt,
  onChange,
  onSubmit,
  onCancel,
}: {
  id: string;
  prompt: NonNullable<Prompt>;
  onChange: (prompt: NonNullable<Prompt>) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  return (
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
        onChange={(event) => onChange({ ...prompt, value: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter puts the address in, as a form would, without sending the post's form.
            event.preventDefault();
            onSubmit();
          } else if (event.key === 'Escape') {
            onCancel();
          }
        }}
      />
      <PrimaryButton type="button" onClick={onSubmit}>
        {prompt.kind === 'math' && prompt.pos !== null ? '바꾸기' : '넣기'}
      </PrimaryButton>
      <ButtonBase type="button" onClick={onCancel}>
        취소
      </ButtonBase>
      {prompt.kind === 'math' ? <MathPreview latex={prompt.value} /> : null}
    </PromptRow>
  );
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
