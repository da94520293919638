import { CSV_BOM, downloadCsv, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  total: number;
  note: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Total', value: (r) => r.total },
  { header: 'Note, if any', value: (r) => r.note },
];

describe('toCsv', () => {
  it('writes a header and CRLF-separated rows', () => {
    expect(toCsv([{ name: 'Ann', total: 10, note: null }], columns)).toBe(
      'Name,Total,"Note, if any"\r\nAnn,10,',
    );
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    const csv = toCsv(
      [
        { name: 'Doe, Jane', total: -5, note: 'She said "hi"' },
        { name: 'Multi\nline', total: 0, note: ' padded ' },
      ],
      columns,
    );
    expect(csv.split('\r\n')).toEqual([
      'Name,Total,"Note, if any"',
      '"Doe, Jane",-5,"She said ""hi"""',
      '"Multi\nline",0," padded "',
    ]);
  });

  it('neutralises formulas after a separator too, but not phone numbers or plain numbers', () => {
    const cells = (name: string) => toCsv([{ name, total: 1, note: '' }], columns).split('\r\n')[1];
    expect(cells('Bob;=1+1')).toBe("Bob;'=1+1,1,");
    expect(cells('Bob|@SUM(A1)')).toBe("Bob|'@SUM(A1),1,");
    expect(cells('a\t=cmd')).toBe("a\t'=cmd,1,");
    expect(cells('x; +cmd|calc')).toBe("x; '+cmd|calc,1,");
    expect(cells('-2+3')).toBe("'-2+3,1,");
    expect(cells('+1 (248) 555-0100')).toBe('+1 (248) 555-0100,1,');
    expect(cells('+56 9 1234 5678; +1 (248) 555-0100')).toBe(
      '+56 9 1234 5678; +1 (248) 555-0100,1,',
    );
    expect(cells('-42.5')).toBe('-42.5,1,');
  });

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    const csv = toCsv([{ name: '=HYPERLINK("x")', total: 1, note: '@SUM(A1)' }], columns);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",1,'@SUM(A1)`);
  });
});

describe('downloadCsv', () => {
  it('downloads a UTF-8 CSV with a BOM under the given name', async () => {
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    downloadCsv('users', [{ name: 'Zoë', total: 1, note: null }], columns);

    expect(clicked[0]?.download).toBe('users.csv');
    expect(clicked[0]?.href).toBe('blob:csv');
    const text = await blobs[0]?.text();
    expect(text?.startsWith(CSV_BOM)).toBe(true);
    expect(text?.slice(1)).toBe('Name,Total,"Note, if any"\r\nZoë,1,');
    expect(blobs[0]?.type).toContain('text/csv');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoke).toHaveBeenCalledWith('blob:csv');
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });
});
