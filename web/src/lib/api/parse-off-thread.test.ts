// @vitest-environment node
/**
 * Large answers parsed in the answer worker (ADR 0049): the same outcome as on the page, the page's own parse
 * where no worker runs, and the jobs a failing worker held parsed on the page instead of lost.
 */
import { solutionSchema, type Solution } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solutionFixture } from '../data/solution-fixture.ts';
import { runAnswerJob, type AnswerJob } from './answer-schemas.ts';
import { parseAnswer } from './parse-answer.ts';
import { ANSWER_WORKER_FAILED, parseOffThread, resetAnswerWorker } from './parse-off-thread.ts';

const solution: Solution = solutionFixture({
  state: {
    step: 5,
    steps: [1, 2, 5],
    items: [
      {
        id: 'cap-1',
        name: 'Modern Workplace',
        selected: true,
        description: '<p>Windows 11 <script>alert(1)</script>for everyone</p>',
        actions: [{ id: 'a-1', name: 'Discovery', effort: 40, selected: true }],
      },
    ],
  },
});
const text = JSON.stringify(solution);

/** A stand-in for the browser's Worker that runs the worker's job, answering asynchronously as a worker does. */
class FakeWorker extends EventTarget {
  static started = 0;
  static failing = false;
  terminated = false;
  constructor() {
    super();
    FakeWorker.started += 1;
  }
  postMessage(job: AnswerJob) {
    setTimeout(() => {
      if (FakeWorker.failing) this.dispatchEvent(new Event('error'));
      else this.dispatchEvent(new MessageEvent('message', { data: structuredClone(runAnswerJob(job)) }));
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  resetAnswerWorker();
  delete (globalThis as { Worker?: unknown }).Worker;
  FakeWorker.started = 0;
  FakeWorker.failing = false;
});

describe('parseAnswer: what the page and the worker do with an answer', () => {
  it.each([
    ['a solution: checked, its rich text cleaned as on the page', text, true],
    ['not JSON', '{"id": ', false],
    ['JSON of another shape', JSON.stringify({ id: 1 }), false],
  ])('%s', (_name, answer, ok) => {
    const outcome = parseAnswer(solutionSchema, answer);
    expect(outcome.ok).toBe(ok);
    if (outcome.ok) expect(outcome.data).toEqual(solutionSchema.parse(solution));
  });

  it('tells unreadable JSON from a wrong shape, and gives the shape issues', () => {
    expect(parseAnswer(solutionSchema, '{')).toEqual({ ok: false, kind: 'json' });
    const wrong = parseAnswer(solutionSchema, JSON.stringify({ ...solution, etag: 7 }));
    expect(wrong.ok === false && wrong.kind === 'shape' && wrong.issues.map((i) => i.path)).toEqual([
      ['etag'],
    ]);
  });

  it('without a schema gives the JSON as it is, and nothing for an empty answer', () => {
    expect(parseAnswer(undefined, '{"a":1}')).toEqual({ ok: true, data: { a: 1 } });
    expect(parseAnswer(undefined, '')).toEqual({ ok: true, data: undefined });
  });
});

describe('parseOffThread', () => {
  it('parses on the page where no worker can run, with the same outcome', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    expect(await parseOffThread('solution', solutionSchema, text)).toEqual(parseAnswer(solutionSchema, text));
  });

  it('hands each answer to one worker, started on first use, and matches each answer to its job', async () => {
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
    const other = JSON.stringify({ ...solution, id: '1002' });
    const [first, second, broken] = await Promise.all([
      parseOffThread('solution', solutionSchema, text),
      parseOffThread('solution', solutionSchema, other),
      parseOffThread('solution', solutionSchema, '{'),
    ]);
    expect(FakeWorker.started).toBe(1);
    expect(first).toEqual(parseAnswer(solutionSchema, text));
    expect(second.ok && (second.data as Solution).id).toBe('1002');
    expect(broken).toEqual({ ok: false, kind: 'json' });
  });

  it('parses on the page what a failing worker held, and everything after it', async () => {
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
    FakeWorker.failing = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const held = await parseOffThread('solution', solutionSchema, text);
    expect(held).toEqual(parseAnswer(solutionSchema, text));
    expect(warn).toHaveBeenCalledWith(ANSWER_WORKER_FAILED);
    warn.mockRestore();
    FakeWorker.failing = false;
    expect(await parseOffThread('solution', solutionSchema, text)).toEqual(parseAnswer(solutionSchema, text));
    expect(FakeWorker.started).toBe(1);
  });
});
