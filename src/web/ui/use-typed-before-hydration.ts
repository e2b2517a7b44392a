import { type RefObject, useEffect } from 'react';

/**
 * What was typed into a server-rendered form before the page's script ran (a quick typist, a password manager's
 * autofill) is in the inputs but not in React's state, and the next render of those controlled inputs would clear
 * it. Once hydrated, the form takes over every non-empty value it did not have yet.
 */
export function useTypedBeforeHydration<K extends string>(
  inputs: Record<K, RefObject<HTMLInputElement | null>>,
  adopt: (typed: Partial<Record<K, string>>) => void,
): void {
  useEffect(() => {
    const typed: Partial<Record<K, string>> = {};
    let any = false;
    for (const key of Object.keys(inputs) as K[]) {
      const value = inputs[key].current?.value;
      if (value) {
        typed[key] = value;
        any = true;
      }
    }
    if (any) adopt(typed);
    // Once, right after hydration: later values reach the state through onChange.
  }, []);
}
