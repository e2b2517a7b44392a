import { expect } from 'vitest';

/** An API error answer: the status, the `{ statusCode, code, message }` body with a Korean message, no stack trace. */
export function expectKoreanError(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  message?: string,
  code?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { statusCode: number; code: string; message: string };
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(/[가-힣]/);
  if (message) expect(body.message).toBe(message);
  if (code) expect(body.code).toBe(code);
  expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|Error:/);
}
