/**
 * Loaded into the browser tests' server only (playwright.config.ts starts it with `tsx --import` of this file),
 * never into the product. A request carrying `x-e2e-clock-offset-ms: N` runs with the server's clock N ms ahead:
 * `Date.now()` and `new Date()` anywhere in that request's work, and nowhere else, so tests running beside it are
 * unaffected. It lets a test make a deadline pass on the server without waiting for it. The response echoes the
 * header, so a test can tell a server started without this file (E2E_REUSE_SERVER) from a clock that did not move.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { CLOCK_OFFSET_HEADER } from './clock-header';

const offset = new AsyncLocalStorage<number>();
const RealDate = Date;
const now = () => RealDate.now() + (offset.getStore() ?? 0);

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: (target, thisArg, args) =>
    offset.getStore() === undefined ? Reflect.apply(target, thisArg, args) : new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithClock(this: http.Server, event: string | symbol, ...args: unknown[]) {
  if (event === 'request') {
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    const ms = Number(request.headers[CLOCK_OFFSET_HEADER]);
    if (Number.isSafeInteger(ms) && ms > 0) {
      response.setHeader(CLOCK_OFFSET_HEADER, String(ms));
      return offset.run(ms, () => Reflect.apply(emit, this, [event, ...args]) as boolean);
    }
  }
  return Reflect.apply(emit, this, [event, ...args]) as boolean;
} as typeof emit;
