import { describe, expect, it } from 'vitest';
import { importRenamedNotice } from './import-solution-dialog.tsx';

const file = (name: string) => ({
  schema: 'solution-portal/solution-export',
  solution: { fields: { name } },
});
const created = (name: string) => ({ fields: { name } }) as Parameters<typeof importRenamedNotice>[1];

describe('the import toast (issue 30: a second solution of the same name, and nothing said)', () => {
  it('says nothing more when the import kept its name', () =>
    expect(importRenamedNotice(file('Northbridge'), created('Northbridge'))).toBeUndefined());

  it('names the numbered solution and the name already in use', () =>
    expect(importRenamedNotice(file('Northbridge'), created('Northbridge (2)'))).toBe(
      'It is named “Northbridge (2)”, as a solution named “Northbridge” already exists.',
    ));

  it('says nothing about a file without a name', () =>
    expect(importRenamedNotice({}, created('Northbridge'))).toBeUndefined());
});
