import { describe, expect, it } from 'vitest';
import { createReadCache, etagOf } from './read-cache';
import { createInProcessReadVersions } from './read-versions';

function counter(values: unknown[]) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)],
    calls: () => calls,
  };
}

describe('read cache', () => {
  it('serves the loaded JSON with its ETag until a tag it depends on is bumped', async () => {
    const cache = createReadCache({ versions: createInProcessReadVersions() });
    const source = counter([{ n: 1 }, { n: 2 }]);
    const first = await cache.getOrLoad('k', ['exams:a'], source.load);
    expect(first).toMatchObject({ body: '{"n":1}', etag: etagOf('{"n":1}') });
    expect((await cache.getOrLoad('k', ['exams:a'], source.load)).body).toBe('{"n":1}');
    expect(source.calls()).toBe(1);

    await cache.invalidate('exams:b'); // another brand's tag changes nothing here
    expect((await cache.getOrLoad('k', ['exams:a'], source.load)).body).toBe('{"n":1}');
    await cache.invalidate('exams:a');
    expect((await cache.getOrLoad('k', ['exams:a'], source.load)).body).toBe('{"n":2}');
    expect(source.calls()).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache({ versions: createInProcessReadVersions() });
    const source = counter([{ n: 1 }]);
    await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', ['t'], source.load)));
    expect(source.calls()).toBe(1);
  });

  it('never keeps what a load read before a bump that came while it ran', async () => {
    const cache = createReadCache({ versions: createInProcessReadVersions() });
    let release!: () => void;
    const slow = cache.getOrLoad('k', ['t'], () => new Promise((resolve) => (release = () => resolve('before'))));
    await cache.invalidate('t'); // the write commits while the old read is still running
    const after = cache.getOrLoad('k', ['t'], async () => 'after');
    release();
    expect((await slow).body).toBe('"before"');
    expect((await after).body).toBe('"after"');
    expect((await cache.getOrLoad('k', ['t'], async () => 'again')).body).not.toBe('"before"');
  });

  it('lets entries expire and drops the oldest beyond its size', async () => {
    let now = 0;
    const cache = createReadCache({ versions: createInProcessReadVersions(), maxAgeMs: 1_000, maxEntries: 2, now: () => now });
    const source = counter([1, 2, 3, 4, 5]);
    await cache.getOrLoad('a', [], source.load);
    now = 1_001;
    expect((await cache.getOrLoad('a', [], source.load)).body).toBe('2');
    await cache.getOrLoad('b', [], source.load);
    await cache.getOrLoad('c', [], source.load);
    expect(cache.size).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache({ versions: createInProcessReadVersions() });
    await expect(cache.getOrLoad('k', [], async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.getOrLoad('k', [], async () => 'ok')).body).toBe('"ok"');
  });
});
