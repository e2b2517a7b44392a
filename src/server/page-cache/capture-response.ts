/**
 * Records what a handler writes to a ServerResponse (Next's request handler, for the page cache) while it still
 * goes to the client as written: the body's chunks as they pass through write/end, the status and headers as they
 * stand when the response ends.
 */
import type { ServerResponse } from 'node:http';
import type { CapturedResponse } from './page-cache';

export interface ResponseCapture {
  /** What was sent, once the response has ended; undefined if it never ended (the client went away, an error). */
  result(): CapturedResponse | undefined;
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

export function captureResponse(res: ServerResponse): ResponseCapture {
  const chunks: Buffer[] = [];
  let ended: CapturedResponse | undefined;
  const record = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk)); // a copy: the writer may reuse its buffer
  };
  const write = res.write;
  const end = res.end;

  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    record(chunk, encoding);
    return write.call(this, chunk, encoding as BufferEncoding, callback);
  } as ServerResponse['write'];

  res.end = function (this: ServerResponse, chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (typeof chunk !== 'function') record(chunk, encoding);
    if (!ended) ended = { statusCode: this.statusCode, headers: this.getHeaders(), body: Buffer.concat(chunks) };
    return end.call(this, chunk as Chunk, encoding as BufferEncoding, callback);
  } as ServerResponse['end'];

  return { result: () => ended };
}
