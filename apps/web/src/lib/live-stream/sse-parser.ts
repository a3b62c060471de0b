// Reads a Server-Sent Events stream as it arrives (the HTML standard's event-stream format): the
// live stream is read with fetch, because EventSource cannot send the Authorization header, so the
// tab parses the text itself. Pure: text in, messages out; chunks may split lines anywhere.

/** A dispatched event: its name (`message` when unnamed), the last id seen and its data lines. */
export type SseEvent = { kind: 'event'; event: string; id: string | null; data: string };
/** A comment line (`: …`): the server's heartbeat; it carries nothing but shows the stream lives. */
export type SseComment = { kind: 'comment'; text: string };
export type SseMessage = SseEvent | SseComment;

export type SseParser = {
  /** Takes the next chunk of decoded text; returns the messages completed by it. */
  push(chunk: string): SseMessage[];
  /** The last event id seen, sent back as Last-Event-ID when the stream is opened again. */
  lastEventId(): string | null;
};

export function createSseParser(lastEventId: string | null = null): SseParser {
  let buffer = '';
  // A chunk ending in CR may be the first half of CRLF: the next chunk's LF is not a blank line.
  let skipLeadingLf = false;
  let event = '';
  let data: string[] = [];
  // The id field's value counts from the blank line that ends its block, even without data.
  let idBuffer = lastEventId;
  let id = lastEventId;

  function line(text: string, out: SseMessage[]): void {
    if (text === '') {
      // A blank line dispatches what was gathered; an event without data is dropped (the standard).
      id = idBuffer;
      if (data.length > 0) {
        out.push({ kind: 'event', event: event || 'message', id, data: data.join('\n') });
      }
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) {
      out.push({ kind: 'comment', text: text.slice(1).trimStart() });
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    if (field === 'event') {
      event = value;
    } else if (field === 'data') {
      data.push(value);
    } else if (field === 'id' && !value.includes('\0')) {
      idBuffer = value;
    }
    // `retry` and unknown fields are ignored: the tab's back-off is the shared rule's.
  }

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) {
        text = text.slice(1);
      }
      skipLeadingLf = false;
      buffer += text;
      const out: SseMessage[] = [];
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') {
          continue;
        }
        line(buffer.slice(start, i), out);
        if (ch === '\r') {
          if (i + 1 === buffer.length) {
            skipLeadingLf = true;
          } else if (buffer[i + 1] === '\n') {
            i += 1;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    lastEventId: () => id,
  };
}
