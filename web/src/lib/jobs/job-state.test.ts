import type { JobView } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isFileJob, isJobDone, isNewer, jobToastKind, successLink } from './job-state.ts';

const job = (patch: Partial<JobView>): JobView => ({
  traceId: 't-1',
  type: 'export',
  status: 'running',
  text: 'Exporting solution',
  progress: 0.5,
  attempts: 1,
  createdAt: '2025-03-10T12:00:00.000Z',
  modifiedAt: '2025-03-10T12:00:01.000Z',
  ...patch,
});

describe('jobToastKind', () => {
  it('is loading below progress 1, success at 1, error when failed', () => {
    expect(jobToastKind(job({ status: 'queued', progress: 0 }))).toBe('loading');
    expect(jobToastKind(job({ progress: 0.99 }))).toBe('loading');
    expect(jobToastKind(job({ progress: 1 }))).toBe('success');
    expect(jobToastKind(job({ status: 'succeeded', progress: 1 }))).toBe('success');
    expect(jobToastKind(job({ status: 'failed', progress: 0.3 }))).toBe('error');
    expect(isJobDone(job({ progress: 0.2 }))).toBe(false);
    expect(isJobDone(job({ status: 'failed' }))).toBe(true);
  });
});

describe('successLink', () => {
  it("offers 'Open AEP' for a record url and 'Download' for a file", () => {
    expect(successLink(job({ url: 'https://aep.example/r/1' }))).toEqual({
      label: 'Open AEP',
      href: 'https://aep.example/r/1',
    });
    const file = job({ url: 'https://blob.example/x.json?sig=1', fileName: 'solution-12.json' });
    expect(isFileJob(file)).toBe(true);
    expect(successLink(file)).toEqual({ label: 'Download', href: 'https://blob.example/x.json?sig=1' });
    expect(successLink(job({}))).toBeUndefined();
  });
});

describe('isNewer', () => {
  it('orders by status, then modifiedAt, then progress', () => {
    const running = job({ progress: 0.5 });
    expect(isNewer(undefined, running)).toBe(true);
    expect(
      isNewer(running, job({ status: 'queued', progress: 0, modifiedAt: '2025-03-10T12:00:09.000Z' })),
    ).toBe(false);
    expect(isNewer(running, job({ status: 'succeeded', progress: 1 }))).toBe(true);
    expect(isNewer(job({ status: 'succeeded', progress: 1 }), running)).toBe(false);
    expect(isNewer(running, job({ progress: 0.7, modifiedAt: '2025-03-10T12:00:02.000Z' }))).toBe(true);
    expect(isNewer(running, job({ progress: 0.7, modifiedAt: '2025-03-10T12:00:00.500Z' }))).toBe(false);
  });
});
