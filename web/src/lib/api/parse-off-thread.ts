/**
 * Parses a large answer in a worker (ADR 0049). A save's answer is the whole solution (about 0.4 MB for 1,000
 * actions): parsed and checked on the page's main thread it held the page for about 100 ms at 4x CPU throttling
 * after every save, and the next click or slider step waited for it. The worker does the JSON and schema work;
 * the page receives the checked object (a structured clone). One worker serves the page, started on first use.
 * Where no worker can run (tests in Node, a browser that refuses it, a worker that fails) the page parses the
 * answer itself, with the same function and the same result.
 */
import type { z } from 'zod';
import type { AnswerDone, AnswerJob, AnswerSchemaName } from './answer-schemas.ts';
import { parseAnswer, type ParseOutcome } from './parse-answer.ts';

export type { AnswerSchemaName };

interface Waiting {
  job: AnswerJob;
  schema: z.ZodType;
  resolve: (outcome: ParseOutcome) => void;
}

export const ANSWER_WORKER_FAILED = 'The answer worker failed: answers are parsed on the page from now on.';

/** undefined: not started yet; null: no worker here, the page parses. */
let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** The jobs the worker still holds are parsed here, and so is everything after (the worker is given up). */
function giveUp(failed: Worker): void {
  if (worker === failed) worker = null;
  console.warn(ANSWER_WORKER_FAILED);
  failed.terminate();
  for (const [id, { job, schema, resolve }] of waiting) {
    waiting.delete(id);
    resolve(parseAnswer(schema, job.text));
  }
}

function answerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    const started = new Worker(new URL('./answer-worker.ts', import.meta.url), {
      type: 'module',
      name: 'answer-parser',
    });
    started.addEventListener('message', (event: MessageEvent<AnswerDone>) => {
      const entry = waiting.get(event.data.id);
      if (!entry) return;
      waiting.delete(event.data.id);
      entry.resolve(event.data.outcome);
    });
    started.addEventListener('error', () => giveUp(started));
    started.addEventListener('messageerror', () => giveUp(started));
    return (worker = started);
  } catch {
    return (worker = null);
  }
}

/**
 * The answer's text parsed and checked in the worker against the schema it knows as `name`, which must be
 * `schema` (what the page uses when there is no worker).
 */
export function parseOffThread(
  name: AnswerSchemaName,
  schema: z.ZodType,
  text: string,
): Promise<ParseOutcome> {
  const parser = answerWorker();
  if (!parser) return Promise.resolve(parseAnswer(schema, text));
  return new Promise((resolve) => {
    const job: AnswerJob = { id: nextId++, name, text };
    waiting.set(job.id, { job, schema, resolve });
    parser.postMessage(job);
  });
}

/** For tests: forget the worker, so the next parse starts one (or finds none). */
export function resetAnswerWorker(): void {
  if (worker) worker.terminate();
  worker = undefined;
  waiting.clear();
}
