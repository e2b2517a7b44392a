/**
 * docs/deploy.md describes the set-up the scale script starts: the load balancer settings it quotes are the ones
 * bench/scale/nginx-config.ts writes, and it names every variable scale-set.ts starts an instance with.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proxySettings, upstreamBlock } from './nginx-config';
import { instanceEnvironment } from './scale-set';

const deployDoc = readFileSync(path.join(__dirname, '../../docs/deploy.md'), 'utf8');
const docLines = new Set(deployDoc.split('\n').map((line) => line.trim()));
const directives = (config: string) =>
  config
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('server 127.0.0.1'));

describe('docs/deploy.md', () => {
  it('quotes every load balancer setting the scale script gives nginx, comments included', () => {
    const missing = directives(`${upstreamBlock('careerroad', [1])}\n${proxySettings('careerroad')}`).filter((line) => !docLines.has(line));
    expect(missing).toEqual([]);
    expect(deployDoc).toMatch(/server [\d.]+:\d+ max_fails=1 fail_timeout=5s;/);
  });

  it('names every variable an instance of the scale set is started with', () => {
    const s3 = { endpoint: 'http://s3', bucket: 'b', region: 'r', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true };
    const variables = Object.keys(instanceEnvironment({ port: 1, dataDir: 'd', databaseUrl: 'u', redisUrl: 'r', s3, uploadSigningSecret: 'x' }));
    expect(variables.filter((name) => !deployDoc.includes(`\`${name}\``))).toEqual([]);
  });

  it('names the commands that start the set, test it and measure it', () => {
    const scripts = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')).scripts;
    expect(scripts.scale).toBe('tsx bench/scale.ts');
    for (const command of ['npm run scale', 'npx vitest run --project scale']) expect(deployDoc).toContain(command);
  });
});
