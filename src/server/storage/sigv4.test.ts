import { describe, expect, it } from 'vitest';
import { canonicalPath, presignUrl } from './sigv4';

// The example of https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('presignUrl (SigV4 query-string auth)', () => {
  it("reproduces AWS's documented presigned GET exactly", () => {
    const url = presignUrl(AWS_EXAMPLE, {
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      expiresIn: 86_400,
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt' +
        '?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs the headers it is given, so a PUT is bound to its Content-Type and Content-Length', () => {
    const sign = (headers: Record<string, string>) =>
      new URL(
        presignUrl(AWS_EXAMPLE, {
          method: 'PUT',
          url: 'http://127.0.0.1:9000/bucket/incoming/abc.png',
          expiresIn: 600,
          headers,
          date: new Date('2026-11-22T00:00:00Z'),
        }),
      );
    const url = sign({ 'Content-Type': 'image/png', 'content-length': '68' });
    expect(url.host).toBe('127.0.0.1:9000');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Signature')).not.toBe(
      sign({ 'content-type': 'image/jpeg', 'content-length': '68' }).searchParams.get('X-Amz-Signature'),
    );
    expect(url.searchParams.get('X-Amz-Signature')).not.toBe(
      sign({ 'content-type': 'image/png', 'content-length': '69' }).searchParams.get('X-Amz-Signature'),
    );
  });

  it('encodes path segments once, RFC 3986 style, keeping slashes', () => {
    expect(canonicalPath('/bucket/a%20b/c(1)!.png')).toBe('/bucket/a%20b/c%281%29%21.png');
  });

  it('refuses an expiry S3 would refuse', () => {
    expect(() => presignUrl(AWS_EXAMPLE, { method: 'GET', url: 'https://x.example/k', expiresIn: 604_801 })).toThrow();
  });
});
