import { describe, expect, it } from 'vitest';
import { firstLoadScripts, routeFirstLoadScripts } from './build-manifest';

const manifest = {
  pages: { '/_app': ['static/chunks/a.js', 'static/chunks/b.js'], '/exam': ['static/chunks/b.js', 'x.css'] },
  rootMainFiles: ['static/chunks/main.js'],
  polyfillFiles: [],
};

describe('routeFirstLoadScripts', () => {
  it("is the shared scripts and the route's own, each once, without styles", () => {
    expect(routeFirstLoadScripts(manifest, '/exam')).toEqual(['static/chunks/main.js', 'static/chunks/a.js', 'static/chunks/b.js']);
  });
});

describe('firstLoadScripts', () => {
  it("lists every page's start scripts once, and no manifests of other kinds", () => {
    expect(firstLoadScripts(manifest)).toEqual(['static/chunks/a.js', 'static/chunks/b.js', 'static/chunks/main.js']);
  });
});
