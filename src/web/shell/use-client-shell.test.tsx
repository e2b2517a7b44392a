// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useClientShell } from './client-shell';

function ShellProbe({ needed, renders }: { needed: boolean; renders: string[] }) {
  const shell = useClientShell(needed);
  renders.push(shell ? shell.brand : 'none');
  return <p>{shell ? shell.brand : 'none'}</p>;
}

async function hydrate(needed: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ShellProbe needed={needed} renders={[]} />);
  document.body.append(container);
  const renders: string[] = [];
  await act(async () => {
    hydrateRoot(container, <ShellProbe needed={needed} renders={renders} />);
  });
  return { container, renders };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useClientShell', () => {
  it("reads the browser's host once hydrated when the server props lack the shell", async () => {
    const { container, renders } = await hydrate(true);
    expect(renders).toEqual(['none', 'a']);
    expect(container.textContent).toBe('a');
  });

  it('does not re-render the hydrated page when the server props carry the shell', async () => {
    const { container, renders } = await hydrate(false);
    expect(renders).toEqual(['none']);
    expect(container.textContent).toBe('none');
  });
});
