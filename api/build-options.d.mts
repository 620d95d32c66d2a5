import type { BuildOptions } from 'esbuild';

export function azureEntry(outdir: string): BuildOptions;
export function localEntries(outdir: string): BuildOptions;
