import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api/api-client';
import { createCbtClient } from '../api/cbt-client';
import { sendJson, useRecordingServer } from '../../test/recording-server';
import { createLazyClient } from './browser-client';

const server = useRecordingServer((req, res) =>
  req.url === '/missing' ? sendJson(res, 404, { code: 'NOT_FOUND' }) : sendJson(res, 200, { path: req.url, method: req.method }),
);

describe('createLazyClient', () => {
  it('creates the axios client only when the first request is made, and once', async () => {
    const create = vi.fn(async () => createCbtClient({ baseURL: server.url }));
    const client = createLazyClient(create);
    expect(create).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([client.get('/a'), client.post('/b', { x: 1 })]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(first.data).toEqual({ path: '/a', method: 'GET' });
    expect(second.data).toEqual({ path: '/b', method: 'POST' });
  });

  it('forwards every argument of each method to the loaded client', async () => {
    const client = createLazyClient(async () => createCbtClient({ baseURL: server.url }));
    await client.put('/c', { answer: 2 }, { headers: { 'x-test': 'yes' }, params: { page: 3 } });
    await client.request({ url: '/d', method: 'PATCH', data: { y: 1 } });
    expect(server.requests[0]).toMatchObject({ method: 'PUT', url: '/c?page=3' });
    expect(server.requests[0]?.headers['x-test']).toBe('yes');
    expect(server.requests[1]).toMatchObject({ method: 'PATCH', url: '/d' });
  });

  it('tells every listener of each successful response until it unsubscribes', async () => {
    const client = createLazyClient(async () => createCbtClient({ baseURL: server.url }));
    const heard: string[] = [];
    const stop = client.onSuccess((response) => heard.push(String(response.config.url)));
    await client.get('/one');
    await expect(client.get('/missing')).rejects.toSatisfy(isApiError);
    stop();
    await client.get('/two');
    expect(heard).toEqual(['/one']);
  });
});

describe('isApiError', () => {
  it('answers as axios.isAxiosError does, without loading axios', async () => {
    const { default: axios, AxiosError } = await import('axios');
    const samples = [new AxiosError('x'), new Error('x'), null, undefined, 'x', { isAxiosError: true }, { isAxiosError: 'yes' }];
    for (const sample of samples) expect(isApiError(sample)).toBe(axios.isAxiosError(sample));
  });
});
