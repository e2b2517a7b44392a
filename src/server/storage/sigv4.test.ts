import { describe, expect, it } from 'vitest';
import { expectedSignature, presignUrl } from './sigv4';

// The example of https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('presignUrl (SigV4 query-string auth)', () => {
  it("reproduces AWS's documented presigned GET", async () => {
    const url = new URL(
      await presignUrl(AWS_EXAMPLE, {
        method: 'GET',
        url: 'https://examplebucket.s3.amazonaws.com/test.txt',
        expiresIn: 86_400,
        date: new Date('2013-05-24T00:00:00Z'),
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://examplebucket.s3.amazonaws.com/test.txt');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
      'X-Amz-Date': '20130524T000000Z',
      'X-Amz-Expires': '86400',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': 'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    });
  });

  const signPut = async (headers: Record<string, string>, path = '/bucket/incoming/abc.png') =>
    new URL(
      await presignUrl(AWS_EXAMPLE, {
        method: 'PUT',
        url: `http://127.0.0.1:9000${path}`,
        expiresIn: 600,
        headers,
        date: new Date('2026-11-22T00:00:00Z'),
      }),
    );

  it('signs the headers it is given, so a PUT is bound to its Content-Type and Content-Length', async () => {
    const url = await signPut({ 'Content-Type': 'image/png', 'content-length': '68' });
    expect(url.host).toBe('127.0.0.1:9000');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    const other = [
      await signPut({ 'content-type': 'image/jpeg', 'content-length': '68' }),
      await signPut({ 'content-type': 'image/png', 'content-length': '69' }),
    ];
    for (const changed of other) expect(changed.searchParams.get('X-Amz-Signature')).not.toBe(url.searchParams.get('X-Amz-Signature'));
  });

  it('a received request checks out against its signature only with the signed header values', async () => {
    const url = await signPut({ 'content-type': 'image/png', 'content-length': '68' }, '/bucket/a%20b/c(1)!.png');
    const received = (headers: Record<string, string>) => expectedSignature(AWS_EXAMPLE, { method: 'PUT', url, headers });
    const sent = url.searchParams.get('X-Amz-Signature');
    expect((await received({ host: '127.0.0.1:9000', 'content-type': 'image/png', 'content-length': '68' })).signature).toBe(sent);
    expect((await received({ host: '127.0.0.1:9000', 'content-type': 'image/svg+xml', 'content-length': '68' })).signature).not.toBe(sent);
  });

  it('refuses an expiry S3 would refuse', async () => {
    await expect(presignUrl(AWS_EXAMPLE, { method: 'GET', url: 'https://x.example/k', expiresIn: 604_801 })).rejects.toThrow();
  });
});
