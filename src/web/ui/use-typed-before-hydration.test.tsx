// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TypedBeforeHydration, useTypedBeforeHydration, withTypedValues } from './use-typed-before-hydration';

function SignupLikeForm({ onAdopt }: { onAdopt?: (typed: TypedBeforeHydration) => void }) {
  const [values, setValues] = useState({ email: '', password: '', agree: false });
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(form, (typed) => {
    onAdopt?.(typed);
    setValues((current) => ({
      email: current.email || typed.values.email || '',
      password: current.password || typed.values.password || '',
      agree: current.agree || typed.checked.has('agree'),
    }));
  });
  const set = (field: 'email' | 'password') => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: event.target.value });
  return (
    <form ref={form}>
      <input aria-label="email" name="email" value={values.email} onChange={set('email')} />
      <input aria-label="password" name="password" type="password" value={values.password} onChange={set('password')} />
      <input
        aria-label="agree"
        name="agree"
        type="checkbox"
        checked={values.agree}
        onChange={(e) => setValues({ ...values, agree: e.target.checked })}
      />
      <input name="csrf" type="hidden" value="token" readOnly />
      <output>{values.email}</output>
      <button type="submit" disabled={!hydrated}>
        가입
      </button>
    </form>
  );
}

function serverRendered(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useTypedBeforeHydration', () => {
  it('keeps what was typed and ticked before hydration when the next field is typed', async () => {
    const container = serverRendered(<SignupLikeForm />);
    const email = container.querySelector<HTMLInputElement>('[aria-label="email"]')!;
    const agree = container.querySelector<HTMLInputElement>('[aria-label="agree"]')!;
    // The user types and ticks before the page's script has run.
    email.value = 'nurse@nursepass.co.kr';
    agree.checked = true;
    await act(async () => {
      hydrateRoot(container, <SignupLikeForm />);
    });
    const password = container.querySelector<HTMLInputElement>('[aria-label="password"]')!;
    act(() => {
      fireEvent.change(password, { target: { value: 'careerroad1!' } });
    });
    expect(email.value).toBe('nurse@nursepass.co.kr');
    expect(container.querySelector('output')!.textContent).toBe('nurse@nursepass.co.kr');
    expect(password.value).toBe('careerroad1!');
    expect(agree.checked).toBe(true);
  });

  it('keeps the submit button disabled in the server markup and enables it once hydrated', async () => {
    const container = serverRendered(<SignupLikeForm />);
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <SignupLikeForm />);
    });
    expect(button.disabled).toBe(false);
  });

  it('adopts nothing when nothing was typed, and never a hidden field', async () => {
    const onAdopt = vi.fn();
    const container = serverRendered(<SignupLikeForm />);
    await act(async () => {
      hydrateRoot(container, <SignupLikeForm onAdopt={onAdopt} />);
    });
    expect(onAdopt).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLInputElement>('[aria-label="email"]')!.value).toBe('');
    expect(container.querySelector('output')!.textContent).toBe('');
  });
});

describe('withTypedValues', () => {
  it('fills only the named fields still empty, keeping what the state already holds', () => {
    const current = { email: '', password: 'kept1234', nickname: '' };
    const typed = { email: 'nurse@nursepass.co.kr', password: 'typed5678', nickname: '하늘', other: 'x' };
    expect(withTypedValues(current, typed, ['email', 'password'])).toEqual({
      email: 'nurse@nursepass.co.kr',
      password: 'kept1234',
      nickname: '',
    });
    expect(current.email).toBe('');
  });
});
