/**
 * Writes beside reads (issue 31): a web feature changes what SWR has cached only through a write its resource's
 * data module exports (web/src/lib/data), so each module updates only its own keys. ESLint is run with the
 * repository's own eslint.config.js on code written as if it sat at the given path.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The no-restricted-syntax messages ESLint gives for `code` placed at `filePath`. */
async function syntaxErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const FEATURE = 'web/src/features/engagements/cache-probe.tsx';

describe('a feature writes the cache only through a data module', () => {
  it.each([
    [
      "the cache's own mutate with a key",
      "import { mutate } from 'swr';\nexport const x = () => mutate('/sales/engagements');",
      2,
    ],
    [
      "the page's cache (useSWRConfig)",
      "import { useSWRConfig } from 'swr';\nexport const useX = () => useSWRConfig().cache;",
      1,
    ],
    [
      "a resource hook's mutate with data",
      "import { useClients } from '../../lib/data/clients.ts';\nexport function useX() {\n  const clients = useClients();\n  return () => clients.mutate([], { revalidate: false });\n}",
      1,
    ],
  ])('refuses %s', async (_, code, count) => {
    const errors = await syntaxErrors(FEATURE, `${code}\n`);
    expect(errors).toHaveLength(count);
    expect(errors.every((e) => e.includes("only through its resource's data module"))).toBe(true);
  });

  it('refuses useSWR still (one data module per resource, ADR 0028)', async () => {
    const errors = await syntaxErrors(FEATURE, "import useSWR from 'swr';\nexport const x = useSWR;\n");
    expect(errors).toEqual([expect.stringContaining('useSWR is for web/src/lib/data only')]);
  });

  it("allows reading again, and the data module's writes", async () => {
    const code = [
      "import { useClients, useKeepClient } from '../../lib/data/clients.ts';",
      'export function useX() {',
      '  const clients = useClients();',
      '  const keepClient = useKeepClient();',
      '  return [() => clients.mutate(), keepClient];',
      '}',
    ].join('\n');
    expect(await syntaxErrors(FEATURE, `${code}\n`)).toEqual([]);
  });

  it('allows the data modules themselves, and tests', async () => {
    const code =
      "import { mutate, useSWRConfig } from 'swr';\nexport const x = [mutate('/k', 1), useSWRConfig];\n";
    expect(await syntaxErrors('web/src/lib/data/cache-probe.ts', code)).toEqual([]);
    expect(await syntaxErrors('web/src/features/engagements/cache-probe.test.tsx', code)).toEqual([]);
  });
});
