/** Reading GET /metrics in tests: scrape an app (as loopback, the way inject connects) and pick samples. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface Scrape {
  /** The sum of every sample of `name` whose labels include `labels` (0 when there is none). */
  value(name: string, labels?: Record<string, string>): number;
  text: string;
}

export async function scrapeMetrics(app: FastifyInstance, headers: Record<string, string> = {}): Promise<Scrape> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { host: 'localhost:3000', ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return parseScrape(response.body);
}

export function parseScrape(text: string): Scrape {
  const samples = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
  return {
    text,
    value(name, labels = {}) {
      return samples
        .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
        .reduce((sum, s) => sum + s.value, 0);
    },
  };
}
