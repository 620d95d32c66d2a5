// Runs bench parts one after another: a part that throws is reported and counted, and the others still run.

/**
 * @typedef {{ name: string; run: (opts: { quick: boolean }) => Promise<unknown>; print?: (result: any, opts: { quick: boolean }) => void }} BenchPart
 * @param {BenchPart[]} parts
 * @param {{ quick?: boolean; log?: (line: string) => void }} [opts]
 * @returns {Promise<{ results: Record<string, unknown>; failed: string[] }>}
 */
export async function runParts(parts, opts = {}) {
  const quick = opts.quick ?? false;
  const log = opts.log ?? console.log;
  const results = {};
  const failed = [];
  for (const part of parts) {
    const started = performance.now();
    try {
      const result = await part.run({ quick });
      results[part.name] = result;
      part.print?.(result, { quick });
      if (quick) log(`  ${part.name}: ran in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      failed.push(part.name);
      log(`\n${part.name} FAILED: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }
  return { results, failed };
}
