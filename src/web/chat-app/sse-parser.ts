/**
 * Incremental parser for `text/event-stream` (the subset the chat server sends, per the HTML spec's rules):
 * `event:` and `data:` fields, multi-line data joined with "\n", `:` comments ignored, an empty line dispatches.
 * Chunks may split anywhere, including inside a line or between "\r" and "\n".
 */

export interface SseEvent {
  /** `message` when the block had no `event:` field. */
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feeds decoded text; returns the events completed by it. */
  push(chunk: string): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let lastId: string | undefined;
  let hasData = false;
  // A chunk ending in "\r" may be followed by "\n" in the next chunk: that pair is one line break.
  let skipLeadingLf = false;

  const dispatch = (out: SseEvent[]) => {
    if (hasData) {
      out.push({ event: eventName || 'message', data: dataLines.join('\n'), ...(lastId !== undefined ? { id: lastId } : {}) });
    }
    eventName = '';
    dataLines = [];
    hasData = false;
  };

  const processLine = (line: string, out: SseEvent[]) => {
    if (line === '') {
      dispatch(out);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventName = value;
        return;
      case 'data':
        dataLines.push(value);
        hasData = true;
        return;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        return;
      default:
        // `retry` and unknown fields are ignored.
        return;
    }
  };

  return {
    push(chunk) {
      const out: SseEvent[] = [];
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        processLine(buffer.slice(start, i), out);
        if (ch === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i += 1;
          } else {
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}
