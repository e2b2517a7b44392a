import { type RefObject, useEffect, useState } from 'react';

/** What a server-rendered form held when React hydrated it. */
export interface TypedBeforeHydration {
  /** Non-empty text values by input name. */
  values: Readonly<Record<string, string>>;
  /** Names of the ticked checkboxes. */
  checked: ReadonlySet<string>;
}

/** Reads a form's named text inputs, text areas and ticked checkboxes. */
export function readTypedValues(form: HTMLFormElement): TypedBeforeHydration {
  const values: Record<string, string> = {};
  const checked = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name) {
      if (element.type === 'checkbox') {
        if (element.checked) checked.add(element.name);
      } else if (element.type !== 'radio' && element.type !== 'hidden' && element.type !== 'file' && element.value) {
        values[element.name] = element.value;
      }
    } else if (element instanceof HTMLTextAreaElement && element.name && element.value) {
      values[element.name] = element.value;
    }
  }
  return { values, checked };
}

/** `current` with each of the named text fields that is still empty taken from what was typed before hydration. */
export function withTypedValues<T extends Record<N, string>, N extends keyof T & string>(
  current: T,
  typed: TypedBeforeHydration['values'],
  names: readonly N[],
): T {
  const next = { ...current };
  for (const name of names) {
    const value = typed[name];
    if (!next[name] && value) next[name] = value as T[N];
  }
  return next;
}

/**
 * A server-rendered form before its script has run. Two things go wrong there, and this hook handles both:
 * - What was typed (a quick typist, a password manager's autofill) is in the inputs but not in React's state, so the
 *   next render of those controlled inputs would clear it. Right after hydration, `adopt` receives it once (only
 *   when something was typed or ticked); later values reach the state through onChange.
 * - A press of the submit button, or Enter in a field, would submit the form natively: a GET that puts every field,
 *   the password too, in the address (history, server logs) and reloads the page empty. The form's submit button
 *   stays disabled until the returned `hydrated` is true; a disabled default button also blocks Enter's implicit
 *   submission.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (typed: TypedBeforeHydration) => void,
): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    if (form) {
      const typed = readTypedValues(form);
      if (Object.keys(typed.values).length > 0 || typed.checked.size > 0) adopt(typed);
    }
    setHydrated(true);
    // Once, right after hydration.
  }, []);
  return hydrated;
}
