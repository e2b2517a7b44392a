/**
 * One field of problem or passage content in the console: the product's one rich-text editor with
 * the problem features (tables, LaTeX math, images through the signed uploads; no headings, links or videos, which the
 * server's problem allowlist would drop), in block mode for stems, explanations and passages and inline mode for a
 * choice. Loaded only on the authoring pages (next/dynamic), so no other console page carries the editor's code.
 */
import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { LoadingState } from '../ui/query-state';
import { FieldError } from '../ui/form';

const RichTextEditor = dynamic(() => import('../editor/rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <LoadingState label="편집기를 불러오는 중입니다…" />,
});

/** The server's problem allowlist as editor features (src/web/editor's PROBLEM_EDITOR_FEATURES, without loading it). */
const PROBLEM_FEATURES = { headings: false, links: false, youtube: false, images: true, tables: true, math: true } as const;

export interface ContentEditorProps {
  /** The visible label, also the editable area's accessible name. */
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  mode?: 'block' | 'inline';
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
  /** Names the field for tests (`content-field-<testId>`). */
  testId: string;
}

export function ContentEditor({ label, initialHtml, onChange, mode = 'block', onUploadingChange, error, testId }: ContentEditorProps) {
  return (
    <Field data-testid={`content-field-${testId}`} data-mode={mode}>
      {/* The editor names itself with the same words (aria-label); this is the sighted user's label. */}
      <FieldLabel aria-hidden="true">{label}</FieldLabel>
      <RichTextEditor
        label={label}
        initialHtml={initialHtml}
        onChange={onChange}
        onUploadingChange={onUploadingChange}
        features={PROBLEM_FEATURES}
        mode={mode}
      />
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

const FieldLabel = styled.p`
  font-size: 14px;
  font-weight: 600;
`;
