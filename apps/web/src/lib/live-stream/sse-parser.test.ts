// The live stream's parser: events, ids, comments and multi-line data, however the text is cut.
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

const pushAll = (chunks: string[], start: string | null = null) => {
  const parser = createSseParser(start);
  const out: SseMessage[] = chunks.flatMap((chunk) => parser.push(chunk));
  return { out, parser };
};

describe('createSseParser', () => {
  it('reads a named event with its id and JSON data', () => {
    const { out, parser } = pushAll(['event: latest\nid: 7\ndata: {"a":1}\n\n']);
    expect(out).toEqual([{ kind: 'event', event: 'latest', id: '7', data: '{"a":1}' }]);
    expect(parser.lastEventId()).toBe('7');
  });

  it('joins multi-line data with newlines and names an unnamed event message', () => {
    const { out } = pushAll(['data: one\ndata:two\ndata\n\n']);
    expect(out).toEqual([{ kind: 'event', event: 'message', id: null, data: 'one\ntwo\n' }]);
  });

  it('reports comments as heartbeats and drops an event without data', () => {
    const { out } = pushAll([': heartbeat\n\nevent: reset\n\n']);
    expect(out).toEqual([{ kind: 'comment', text: 'heartbeat' }]);
  });

  it('reassembles lines split across chunks, including a CRLF split between two', () => {
    const { out } = pushAll(['eve', 'nt: job\r', '\nid: 3\r\nda', 'ta: {}\r', '\n\r', '\n']);
    expect(out).toEqual([{ kind: 'event', event: 'job', id: '3', data: '{}' }]);
  });

  it('accepts lone CR line ends', () => {
    const { out } = pushAll(['data: x\r\rdata: y\r\r']);
    expect(out.map((m) => m.kind === 'event' && m.data)).toEqual(['x', 'y']);
  });

  it('keeps the last id for later events and for resuming, ignoring ids with NUL', () => {
    const { out, parser } = pushAll(['id: 5\ndata: a\n\ndata: b\n\nid: bad\0id\ndata: c\n\n'], '2');
    expect(out.map((m) => m.kind === 'event' && m.id)).toEqual(['5', '5', '5']);
    expect(parser.lastEventId()).toBe('5');
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('event: alerts\ndata: {}\n')).toEqual([]);
    expect(parser.push('\n')).toHaveLength(1);
  });

  it("counts an id sent without data (a stream's opening) once its block ends", () => {
    const parser = createSseParser();
    expect(parser.push('retry: 1000\nid: p1-9\n')).toEqual([]);
    expect(parser.lastEventId()).toBeNull();
    expect(parser.push('\n')).toEqual([]);
    expect(parser.lastEventId()).toBe('p1-9');
  });

  it('starts from the id it resumes with', () => {
    expect(createSseParser('41').lastEventId()).toBe('41');
  });
});
