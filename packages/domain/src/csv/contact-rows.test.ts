import { describe, expect, it } from 'vitest';
import { readContactRows, type ContactColumns } from './contact-rows';

const unmapped: ContactColumns = {
  nameIndex: -1,
  emailIndex: -1,
  phoneIndex: -1,
  mobileIndex: -1,
  addressIndex: -1,
  websiteIndex: -1,
  twitterIndex: -1,
  facebookIndex: -1,
  linkedinIndex: -1,
  otherSocialsIndex: -1,
  vrnIndex: -1,
};
const columns = { ...unmapped, nameIndex: 0, emailIndex: 1, vrnIndex: 2 };

describe('readContactRows', () => {
  it('trims, blanks to null and normalises the VRN', () => {
    const { rows, problems } = readContactRows([[' Acme Ltd ', ' sales@acme.test ', 'GB 123 4567 89']], columns);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        row: 1,
        name: 'Acme Ltd',
        email: 'sales@acme.test',
        phone: null,
        mobile: null,
        address: null,
        website: null,
        twitterHandle: null,
        facebookProfile: null,
        linkedinProfile: null,
        otherSocials: null,
        vrn: '123456789',
      },
    ]);
  });

  it('names the row and column of a missing name, a bad e-mail and a bad VRN', () => {
    const { rows, problems } = readContactRows(
      [
        ['', 'a@b.test', ''],
        ['Bob', 'not-an-email', '12345'],
      ],
      columns,
      [4, 9],
    );
    expect(rows).toEqual([]);
    expect(problems.map((p) => p.message)).toEqual([
      'Row 4, Name: a name is needed',
      "Row 9, Email: 'not-an-email' is not an e-mail address",
      "Row 9, VRN: '12345' is not a VAT registration number (9 digits)",
    ]);
  });

  it('skips all-empty rows', () => {
    const { rows, problems } = readContactRows(
      [
        ['', ' ', ''],
        ['Ann', '', ''],
      ],
      columns,
    );
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.row, r.name])).toEqual([[2, 'Ann']]);
  });

  it('needs a Name column', () => {
    expect(readContactRows([['x']], unmapped).problems).toEqual([
      { row: 0, column: 'Name', message: 'Choose the column that holds the name' },
    ]);
  });
});
