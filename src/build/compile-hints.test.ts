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
