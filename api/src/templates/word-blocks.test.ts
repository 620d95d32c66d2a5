/**
 * A body with pending blocks (charts rendering off the main thread) settles in document order, and makes each
 * pending block only once every one is ready, in that order (docx numbers pictures as they are made).
 */
import { Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { PendingBlocks, settle } from './word-blocks.ts';

describe('settle', () => {
  it('makes pending blocks in document order, whichever is ready first', async () => {
    const made: string[] = [];
    const later = (name: string, ms: number) =>
      PendingBlocks.of(new Promise<string>((r) => setTimeout(() => r(name), ms)), (v) => {
        made.push(v);
        return [new Paragraph(v)];
      });
    const first = new Paragraph('first');
    const body = await settle([first, later('slow', 30), later('fast', 1), later('none', 5)]);
    expect(made).toEqual(['slow', 'fast', 'none']);
    expect(body).toHaveLength(4);
    expect(body[0]).toBe(first);
  });
});
