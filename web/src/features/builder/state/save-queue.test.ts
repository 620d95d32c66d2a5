import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveQueue } from './save-queue.ts';

describe('SaveQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('coalesces a burst of edits into one save after the last edit', async () => {
    const save = vi.fn(async () => undefined);
    const queue = new SaveQueue({ save });
    queue.request(500);
    await vi.advanceTimersByTimeAsync(400);
    queue.request(500);
    await vi.advanceTimersByTimeAsync(400);
    queue.request(500);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['metric quantity', 2000],
    ['complexity and solution type', 1000],
    ['people settings', 100],
    ['metric edits', 500],
  ])('saves a %s edit after %i ms', async (_label, delay) => {
    const save = vi.fn(async () => undefined);
    const queue = new SaveQueue({ save });
    queue.request(delay);
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never overlaps saves: an edit during a save is saved right after it', async () => {
    let release!: () => void;
    const save = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((r) => (release = r)))
      .mockImplementation(async () => undefined);
    const queue = new SaveQueue({ save });
    const first = queue.flush();
    const second = queue.flush();
    expect(save).toHaveBeenCalledTimes(1);
    release();
    await first;
    await second;
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('stops while paused (a conflict waits for the user) and reports errors', async () => {
    const onError = vi.fn();
    const save = vi.fn(async () => {
      throw new Error('boom');
    });
    const queue = new SaveQueue({ save, onError });
    queue.pause();
    queue.request(10);
    await vi.advanceTimersByTimeAsync(50);
    expect(save).not.toHaveBeenCalled();
    queue.resume();
    await queue.flush();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(queue.pending).toBe(false);
  });
});
