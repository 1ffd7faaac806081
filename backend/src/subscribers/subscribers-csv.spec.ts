import { describe, expect, it } from '@jest/globals';
import { csvCell, readAddresses } from './subscribers-csv.js';

describe('csvCell', () => {
  it.each([
    ['reader@example.com', 'reader@example.com'],
    ['=HYPERLINK("http://x")@e.com', `"'=HYPERLINK(""http://x"")@e.com"`],
    ['+1@example.com', "'+1@example.com"],
    ['-1@example.com', "'-1@example.com"],
    ['@example.com', "'@example.com"],
    ['\tx@example.com', "'\tx@example.com"],
    ['\rx@example.com', `"'\rx@example.com"`],
    ['a,b@example.com', '"a,b@example.com"'],
    ['a=b@example.com', 'a=b@example.com'],
  ])('writes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe('readAddresses', () => {
  it('takes the column its header names, and reports bad lines by number', () => {
    const read = readAddresses(Buffer.from('\uFEFFName,Email Address\r\nAnn,ann@example.com\r\nBob,bob\r\n\r\nCleo,"cleo@example.org"\r\n'));
    expect(read.addresses).toEqual([
      { email: 'ann@example.com', line: 2 },
      { email: 'cleo@example.org', line: 5 },
    ]);
    expect(read.invalid).toEqual([{ line: 3, reason: 'the address must be an email address such as name@example.com' }]);
  });

  it('reads the first column of a file without a header', () => {
    expect(readAddresses(Buffer.from('a@example.com,Ann\nb@example.com\n')).addresses.map((entry) => entry.email)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('reports at most 1000 bad lines, and counts the rest', () => {
    const read = readAddresses(Buffer.from('email\n' + 'bad\n'.repeat(1005)));
    expect(read.invalid).toHaveLength(1000);
    expect(read.unreported).toBe(5);
  });
});
