// Tricky files that every reader of the CSV dialect (dialect.ts) must read the same way: the
// server's import (csv-parse) and the admin panel's preview (papaparse) are both tested with it.
// `expected` is every row the reader returns, the header included, fields untrimmed.

export type CsvCorpusEntry =
  | { name: string; text: string; expected: string[][] }
  | { name: string; text: string; error: true };

export const CSV_CORPUS: readonly CsvCorpusEntry[] = [
  {
    name: 'plain rows with LF',
    text: 'fullName,courseName\nAsha Rao,Python\nLi Wei,Java\n',
    expected: [
      ['fullName', 'courseName'],
      ['Asha Rao', 'Python'],
      ['Li Wei', 'Java'],
    ],
  },
  {
    name: 'CRLF line ends, no final line break',
    text: 'fullName,courseName\r\nAsha Rao,Python\r\nLi Wei,Java',
    expected: [
      ['fullName', 'courseName'],
      ['Asha Rao', 'Python'],
      ['Li Wei', 'Java'],
    ],
  },
  {
    name: 'CRLF and LF mixed in one file',
    text: 'fullName,courseName\r\nAsha Rao,Python\nLi Wei,Java\r\n',
    expected: [
      ['fullName', 'courseName'],
      ['Asha Rao', 'Python'],
      ['Li Wei', 'Java'],
    ],
  },
  {
    name: 'quoted field holding a comma',
    text: 'fullName,courseName\n"Rao, Asha",Python\n',
    expected: [
      ['fullName', 'courseName'],
      ['Rao, Asha', 'Python'],
    ],
  },
  {
    name: 'doubled quotes inside a quoted field',
    text: 'fullName,courseName\nAsha,"The ""Advanced"" Course"\n',
    expected: [
      ['fullName', 'courseName'],
      ['Asha', 'The "Advanced" Course'],
    ],
  },
  {
    name: 'line breaks inside a quoted field (read as LF)',
    text: 'fullName,courseName\r\nAsha,"Line one\r\nline two"\r\nLi,"a\nb"\n',
    expected: [
      ['fullName', 'courseName'],
      ['Asha', 'Line one\nline two'],
      ['Li', 'a\nb'],
    ],
  },
  {
    name: 'a quote in the middle of an unquoted field is kept',
    text: 'fullName,courseName\nAsha,5" floppy disks\nO"Brien,Java\n',
    expected: [
      ['fullName', 'courseName'],
      ['Asha', '5" floppy disks'],
      ['O"Brien', 'Java'],
    ],
  },
  {
    name: 'blank and whitespace-only rows are skipped',
    text: 'fullName,courseName\n\nAsha,Python\n   \n,\n ,  \n"",""\nLi,Java\n\n\n',
    expected: [
      ['fullName', 'courseName'],
      ['Asha', 'Python'],
      ['Li', 'Java'],
    ],
  },
  {
    name: 'leading byte order mark is dropped',
    text: '\uFEFFfullName,courseName\nAsha,Python\n',
    expected: [
      ['fullName', 'courseName'],
      ['Asha', 'Python'],
    ],
  },
  {
    name: 'spaces around fields are kept by the reader',
    text: 'fullName , courseName\n Asha ,Python \n',
    expected: [
      ['fullName ', ' courseName'],
      [' Asha ', 'Python '],
    ],
  },
  {
    name: 'rows with fewer or more fields than the header',
    text: 'fullName,courseName,issuedBy\nAsha\nLi,Java,Academy,extra\n',
    expected: [
      ['fullName', 'courseName', 'issuedBy'],
      ['Asha'],
      ['Li', 'Java', 'Academy', 'extra'],
    ],
  },
  {
    name: 'empty fields between commas',
    text: 'fullName,courseName,issuedBy\nAsha,,Academy\n',
    expected: [
      ['fullName', 'courseName', 'issuedBy'],
      ['Asha', '', 'Academy'],
    ],
  },
  {
    name: 'a formula-looking cell is read as text',
    text: 'fullName,courseName\n=HYPERLINK("http://x"),Python\n',
    expected: [
      ['fullName', 'courseName'],
      ['=HYPERLINK("http://x")', 'Python'],
    ],
  },
  {
    name: 'unicode names',
    text: 'fullName,courseName\nJosé Núñez,Données\n王小明,"中文, 课程"\n',
    expected: [
      ['fullName', 'courseName'],
      ['José Núñez', 'Données'],
      ['王小明', '中文, 课程'],
    ],
  },
  { name: 'empty file', text: '', expected: [] },
  {
    name: 'unterminated quoted field is an error',
    text: 'fullName,courseName\nAsha,"Python\nLi,Java\n',
    error: true,
  },
  {
    name: 'unterminated quoted field on the last line is an error',
    text: 'fullName,courseName\nAsha,"Python',
    error: true,
  },
];
