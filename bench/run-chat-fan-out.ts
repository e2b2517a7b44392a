/** The chat fan-out row of run.ts: one member's messages reaching every open GET /chat/events stream. */
import { CHAT_MESSAGES, HOST } from './run-config';

/**
 * Every member opens GET /chat/events; the first sends CHAT_MESSAGES messages one after another through GraphQL.
 * Each (message, stream) pair yields one latency sample; a pair never received within 10 s counts as missing.
 */
export async function measureChatFanOut(origin: string, roomId: string, cookies: string[]) {
  const sentAt = new Map<string, number>();
  const samples: number[] = [];
  const controller = new AbortController();
  let received = 0;
  const streams = cookies.map(async (cookie) => {
    const response = await fetch(`${origin}/chat/events`, { headers: { host: HOST, cookie }, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`chat stream: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let ready!: () => void;
    const isReady = new Promise<void>((resolve) => (ready = resolve));
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (frame.startsWith('event: ready')) ready();
            if (!frame.startsWith('event: message')) continue;
            const body = (JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { body: string }).body;
            const at = sentAt.get(body);
            if (at !== undefined) {
              samples.push(performance.now() - at);
              received += 1;
            }
          }
        }
      } catch {
        // aborted at the end
      }
    })();
    await isReady;
  });
  await Promise.all(streams);
  const send = `mutation ($id: ID!, $body: String!) { sendChatMessage(chatRoomId: $id, body: $body) { id } }`;
  for (let i = 0; i < CHAT_MESSAGES; i += 1) {
    const body = `벤치 메시지 ${i + 1}`;
    sentAt.set(body, performance.now());
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { host: HOST, cookie: cookies[0]!, 'content-type': 'application/json' },
      body: JSON.stringify({ query: send, variables: { id: roomId, body } }),
    });
    if (!response.ok) throw new Error(`sendChatMessage: ${response.status} ${await response.text()}`);
    // One message at a time, as people type: wait for it to reach everyone (or 10 s) before the next.
    const expected = (i + 1) * cookies.length;
    const deadline = performance.now() + 10_000;
    while (received < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  }
  controller.abort();
  return { listeners: cookies.length, samples, missing: CHAT_MESSAGES * cookies.length - samples.length };
}
