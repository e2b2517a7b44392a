import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

describe('addCompileHints', () => {
  it('puts the hint on top of first-load scripts only, once however often the build step runs', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await mkdir(path.join(dist, 'static/chunks'), { recursive: true });
    const manifest = { pages: { '/_app': ['static/chunks/app.js'] } };
    await writeFile(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(dist, 'static/chunks/app.js'), '"use strict";run();');
    await writeFile(path.join(dist, 'static/chunks/on-demand.js'), 'later();');

    expect(await addCompileHints(dist)).toEqual(['static/chunks/app.js']);
    expect(await addCompileHints(dist)).toEqual([]);

    expect(await readFile(path.join(dist, 'static/chunks/app.js'), 'utf8')).toBe(`${COMPILE_HINT}"use strict";run();`);
    expect(await readFile(path.join(dist, 'static/chunks/on-demand.js'), 'utf8')).toBe('later();');
  });
});

describe('addCompileHints with site chromes', () => {
  it('hints the chunks of every site chrome, found by their names, and no other dynamic chunk', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'compile-hints-chromes-'));
    await mkdir(path.join(dist, 'static/chunks'), { recursive: true });
    await mkdir(path.join(dist, 'server/pages/_app'), { recursive: true });
    await writeFile(path.join(dist, 'build-manifest.json'), JSON.stringify({ pages: { '/_app': ['static/chunks/app.js'] } }));
    await writeFile(path.join(dist, 'static/chunks/app.js'), 'app();');
    const loadable: Record<string, { id: number; files: string[] }> = {};
    for (const [id, chrome] of [[1, 'brand-a'], [2, 'brand-b'], [3, 'corporate']] as const) {
      await writeFile(path.join(dist, `static/chunks/${chrome}.js`), `x.displayName="site-chrome:${chrome}";`);
      await writeFile(path.join(dist, `static/chunks/${chrome}-shared.js`), 'shared();');
      loadable[id] = { id, files: [`static/chunks/${chrome}.js`, `static/chunks/${chrome}-shared.js`] };
    }
    await writeFile(path.join(dist, 'static/chunks/panel.js'), 'panel();');
    loadable[4] = { id: 4, files: ['static/chunks/panel.js'] };
    await writeFile(path.join(dist, 'server/pages/_app/react-loadable-manifest.json'), JSON.stringify(loadable));

    expect((await addCompileHints(dist)).sort()).toEqual(
      ['app', 'brand-a', 'brand-a-shared', 'brand-b', 'brand-b-shared', 'corporate', 'corporate-shared'].map((f) => `static/chunks/${f}.js`).sort(),
    );
    expect(await readFile(path.join(dist, 'static/chunks/panel.js'), 'utf8')).toBe('panel();');
  });

  it('refuses a build where one chrome lost its name', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'compile-hints-lost-'));
    await mkdir(path.join(dist, 'static/chunks'), { recursive: true });
    await mkdir(path.join(dist, 'server/pages/_app'), { recursive: true });
    await writeFile(path.join(dist, 'build-manifest.json'), JSON.stringify({ pages: {} }));
    await writeFile(path.join(dist, 'static/chunks/a.js'), '"site-chrome:brand-a"');
    await writeFile(path.join(dist, 'server/pages/_app/react-loadable-manifest.json'), JSON.stringify({ 1: { id: 1, files: ['static/chunks/a.js'] } }));
    await expect(addCompileHints(dist)).rejects.toThrow(/site-chrome:brand-b, site-chrome:corporate/);
  });
});
