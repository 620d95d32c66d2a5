import { describe, expect, it } from 'vitest';
import { runParts } from './runner.mjs';

describe('the bench runner', () => {
  it('reports a part that throws as failed and still runs the parts after it', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const part = (name: string, fail = false) => ({
      name,
      run: async ({ quick }: { quick: boolean }) => {
        ran.push(`${name}${quick ? ' (quick)' : ''}`);
        if (fail) throw new Error(`Version 2 of the capability catalogue does not exist.`);
        return { name };
      },
    });
    const { results, failed } = await runParts([part('domain'), part('builder', true), part('views')], {
      quick: true,
      log: (line) => lines.push(line),
    });
    expect(ran).toEqual(['domain (quick)', 'builder (quick)', 'views (quick)']);
    expect(failed).toEqual(['builder']);
    expect(Object.keys(results)).toEqual(['domain', 'views']);
    expect(lines.join('\n')).toContain('builder FAILED: Error: Version 2 of the capability catalogue');
  });

  it('fails nothing when every part runs', async () => {
    const { failed } = await runParts([{ name: 'schedule', run: async () => 1 }], { log: () => undefined });
    expect(failed).toEqual([]);
  });
});
