import { describe, expect, it } from 'vitest';
import { withDefinedTerms } from './defined-terms.ts';

describe('withDefinedTerms', () => {
  it.each([
    ['between the client and the supplier named in it.', 'between the Client and the Supplier named in it.'],
    ['profiles on the client’s test devices', 'profiles on the Client’s test devices'],
    ["the client's change board", "the Client's change board"],
    ['The client nominates the pilot users.', 'The Client nominates the pilot users.'],
    ['with the client.', 'with the Client.'],
    ['the Client pays', 'the Client pays'],
    ['the clients of the provider', 'the clients of the provider'],
    ['the client-side agent', 'the client-side agent'],
    ['client devices and the clientele', 'client devices and the clientele'],
    ['other client reporting tools', 'other client reporting tools'],
    ['', ''],
  ])('%s', (text, expected) => {
    expect(withDefinedTerms(text)).toBe(expected);
  });
});
