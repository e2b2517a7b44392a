// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

function LoginLikeForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration({ email, password }, (typed) =>
    setValues((current) => ({ email: current.email || typed.email || '', password: current.password || typed.password || '' })),
  );
  return (
    <form>
      <input aria-label="email" ref={email} value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      <input aria-label="password" ref={password} value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} />
      <output>{values.email}</output>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useTypedBeforeHydration', () => {
  it('keeps what was typed into the server-rendered form before hydration when the next field is typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginLikeForm />);
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('[aria-label="email"]')!;
    // The user types before the page's script has run.
    email.value = 'nurse@nursepass.co.kr';
    await act(async () => {
      hydrateRoot(container, <LoginLikeForm />);
    });
    const password = container.querySelector<HTMLInputElement>('[aria-label="password"]')!;
    act(() => {
      fireEvent.change(password, { target: { value: 'careerroad1!' } });
    });
    expect(email.value).toBe('nurse@nursepass.co.kr');
    expect(container.querySelector('output')!.textContent).toBe('nurse@nursepass.co.kr');
    expect(password.value).toBe('careerroad1!');
  });

  it('changes nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginLikeForm />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <LoginLikeForm />);
    });
    expect(container.querySelector<HTMLInputElement>('[aria-label="email"]')!.value).toBe('');
    expect(container.querySelector('output')!.textContent).toBe('');
  });
});
