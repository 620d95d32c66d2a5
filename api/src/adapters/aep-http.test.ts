/**
 * The HTTP AEP adapter against a real HTTP server standing in for the AEP: what it sends (JSON, bearer key, the
 * record) and what it refuses to pass on (an error status, an answer without an id, a link that is not http(s)).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AepRecord } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpAep } from './aep-http.ts';

let answer: { status: number; body: string } = { status: 200, body: '{}' };
const seen: { method?: string; url?: string; auth?: string; type?: string; body?: unknown }[] = [];
const server = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c: Buffer) => (data += c.toString()));
  req.on('end', () => {
    seen.push({
      method: req.method,
      url: req.url,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body: JSON.parse(data) as unknown,
    });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/aep/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const record: AepRecord = {
  solutionId: '1007',
  name: 'Kestrel',
  client: 'Kestrel Logistics',
  country: 'United Kingdom',
  solutionType: 'Hero Offer',
  expectedStart: 'March 2027',
  complexity: '1.0',
  totalHours: 120,
  workStart: '15-03-2027',
  endDate: '30-04-2027',
  phases: [{ phase: 'Plan', hours: 120 }],
  roles: [],
};

describe('HTTP AEP adapter', () => {
  it('posts the record as JSON with the key and returns the id and link', async () => {
    answer = { status: 201, body: JSON.stringify({ id: 'AEP-9', url: 'https://aep.example/p/AEP-9' }) };
    const aep = createHttpAep({ endpoint, apiKey: 'secret-key' });
    await expect(aep.createRecord(record)).resolves.toEqual({
      id: 'AEP-9',
      url: 'https://aep.example/p/AEP-9',
    });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/aep/records',
      auth: 'Bearer secret-key',
      type: 'application/json',
      body: record,
    });
  });

  it.each([
    [{ status: 500, body: '{"error":"down"}' }, /answered 500/],
    [{ status: 200, body: '{"url":"https://aep.example/p/1"}' }, /without a record id and link/],
    [{ status: 200, body: '{"id":"1","url":"javascript:alert(1)"}' }, /without a record id and link/],
    [{ status: 200, body: 'not json' }, /without a record id and link/],
  ])('refuses %j', async (given, error) => {
    answer = given;
    await expect(createHttpAep({ endpoint }).createRecord(record)).rejects.toThrow(error);
  });
});
