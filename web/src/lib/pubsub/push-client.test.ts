/**
 * Push connection errors are only logged (spec: connect, timeout and reconnect errors are only logged): a failed
 * start resolves, warns once, leaves the connection down (job progress falls back to polling) and can start again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushConnection } from './push-client.ts';

afterEach(() => vi.restoreAllMocks());

describe('PushConnection', () => {
  it('logs a failed connection and neither throws nor reports itself connected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let asked = 0;
    const push = new PushConnection(async () => {
      asked++;
      throw new Error('negotiate failed: 503');
    });
    await expect(push.start()).resolves.toBeUndefined();
    expect(asked).toBeGreaterThan(0);
    expect(push.isConnected).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'Push connection failed; job progress falls back to polling',
      expect.anything(),
    );
    // A later start tries again rather than keeping the failed client.
    await push.start();
    expect(asked).toBeGreaterThan(1);
    push.stop();
  });
});
