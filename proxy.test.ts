import { NextRequest } from 'next/server';
import { getRewrittenUrl, isRewrite, unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from './proxy';

function request(url: string, host: string) {
  return new NextRequest(url, { headers: { host } });
}

describe('proxy', () => {
  it('rewrites by Host and keeps the query', () => {
    const response = proxy(request('http://localhost:3000/login?redirect=%2Fmycbt%2Farchive', 'nurse.localhost:3000'));
    expect(isRewrite(response)).toBe(true);
    expect(getRewrittenUrl(response)).toBe('http://localhost:3000/_sites/cbt/b/login?redirect=%2Fmycbt%2Farchive');
  });

  it('sends unknown hosts to brand A', () => {
    const response = proxy(request('http://localhost:3000/exam/psat', 'unknown.example.com'));
    expect(getRewrittenUrl(response)).toBe('http://localhost:3000/_sites/cbt/a/exam/psat');
  });

  it('answers outside requests for /_sites with the not-found page', () => {
    const response = proxy(request('http://localhost:3000/_sites/cbt/b/login', 'localhost:3000'));
    expect(getRewrittenUrl(response)).toBe('http://localhost:3000/404');
  });

  it('passes public files through', () => {
    expect(isRewrite(proxy(request('http://localhost:3000/robots.txt', 'localhost:3000')))).toBe(false);
  });

  it.each([
    ['/', true],
    ['/mycbt/archive', true],
    ['/_next/data/build/exam/psat.json', true],
    ['/_next/static/chunks/main.js', false],
    ['/brands/a/logo.svg', false],
    ['/favicon.ico', false],
  ])('matcher runs the proxy for %s: %s', (url, expected) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(expected);
  });
});
