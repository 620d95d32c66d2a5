import { describe, expect, it } from 'vitest';
import { invitationRequestSchema } from './invitations.ts';
import { setUserRoleRequestSchema } from './users.ts';

describe('invitationRequestSchema', () => {
  it.each<[string, unknown, unknown]>([
    [
      'trims the address and gives Sales Person',
      { userEmailAddress: ' new.joiner@provider.example ' },
      { userEmailAddress: 'new.joiner@provider.example', roleId: 'SALES_PERSON' },
    ],
    [
      'keeps a chosen role',
      { userEmailAddress: 'a@b.example', roleId: 'HP_SALES_PERSON' },
      { userEmailAddress: 'a@b.example', roleId: 'HP_SALES_PERSON' },
    ],
    [
      'treats empty cc fields as none',
      { userEmailAddress: 'a@b.example', ccEmailAddress: '  ', ccEmailName: '' },
      { userEmailAddress: 'a@b.example', roleId: 'SALES_PERSON' },
    ],
    [
      'keeps a cc',
      { userEmailAddress: 'a@b.example', ccEmailAddress: 'Boss@B.example', ccEmailName: ' Zoë O’Neill ' },
      {
        userEmailAddress: 'a@b.example',
        ccEmailAddress: 'Boss@B.example',
        ccEmailName: 'Zoë O’Neill',
        roleId: 'SALES_PERSON',
      },
    ],
  ])('%s', (_label, body, parsed) => expect(invitationRequestSchema.parse(body)).toEqual(parsed));

  it.each<[string, unknown, string]>([
    ['no address', {}, 'userEmailAddress'],
    ['not an address', { userEmailAddress: 'someone' }, 'userEmailAddress'],
    [
      'a line break in the address',
      { userEmailAddress: 'a@b.example\r\nBcc: x@y.example' },
      'userEmailAddress',
    ],
    ['a control character', { userEmailAddress: 'a\u0007@b.example' }, 'userEmailAddress'],
    ['too long', { userEmailAddress: `${'a'.repeat(320)}@b.example` }, 'userEmailAddress'],
    ['a bad cc', { userEmailAddress: 'a@b.example', ccEmailAddress: 'boss' }, 'ccEmailAddress'],
    ['a line break in the cc name', { userEmailAddress: 'a@b.example', ccEmailName: 'A\nB' }, 'ccEmailName'],
    ['an unknown role', { userEmailAddress: 'a@b.example', roleId: 'EMPEROR' }, 'roleId'],
  ])('refuses %s', (_label, body, field) => {
    const result = invitationRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});

describe('setUserRoleRequestSchema', () => {
  it.each<[unknown, boolean]>([
    [{ roleId: 'ADMIN' }, true],
    [{ roleId: 0 }, true],
    [{ roleId: null }, true],
    [{ roleId: 1 }, false],
    [{ roleId: 'EMPEROR' }, false],
    [{}, false],
  ])('%j valid: %s', (body, valid) => expect(setUserRoleRequestSchema.safeParse(body).success).toBe(valid));
});
