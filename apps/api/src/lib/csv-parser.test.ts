import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvError, csvObjects, csvRecords, csvToObjects, detectDelimiter, parseCsv } from './csv-parser.ts';

const fields = async (text: string) => (await parseCsv(text)).map((r) => r.fields);

describe('parseCsv (RFC 4180, csv-parse)', () => {
  it('splits plain fields and records, with CRLF, LF or CR', async () => {
    expect(await fields('a,b,c\r\n1,2,3\n4,5,6\r7,8,9')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', async () => {
    expect(await fields('"a,b","linha 1\r\nlinha 2","diz ""oi"""\n')).toEqual([['a,b', 'linha 1\r\nlinha 2', 'diz "oi"']]);
  });

  it('keeps empty fields, including trailing ones and an empty quoted field', async () => {
    expect(await fields('a,,c,\n"",x,""\n')).toEqual([
      ['a', '', 'c', ''],
      ['', 'x', ''],
    ]);
  });

  it('numbers each record by the line it starts on, skipping blank lines', async () => {
    const records = await parseCsv('h1,h2\n"multi\nlinha",x\n\n\ny,z');
    expect(records.map((r) => r.line)).toEqual([1, 2, 6]);
    // A CRLF inside a quoted field is one line, as in the file (csv-parse alone counts two).
    const crlf = await parseCsv('h1,h2\r\n"a\r\nb\r\nc",x\r\n\r\n"",\r\ny,z\r\n');
    expect(crlf.map((r) => [r.line, r.fields])).toEqual([
      [1, ['h1', 'h2']],
      [2, ['a\r\nb\r\nc', 'x']],
      [6, ['', '']],
      [7, ['y', 'z']],
    ]);
  });

  it('ignores a BOM and a missing final line break; a line holding only "" is blank', async () => {
    expect(await fields('\ufeffa,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect((await parseCsv('a\n""\nb\n')).map((r) => [r.line, r.fields])).toEqual([
      [1, ['a']],
      [3, ['b']],
    ]);
  });

  it('rejects a quote that never closes, naming the line where its record starts', async () => {
    await expect(parseCsv('a,b\n1,"aberto\n')).rejects.toThrow(new CsvError(2, 'aspas sem fechamento.'));
    await expect(parseCsv('a,b\r\n"x\r\ny",1\r\n\r\n2,"aberto\r\nainda\r\n')).rejects.toThrow(new CsvError(5, 'aspas sem fechamento.'));
  });

  it('treats a quote in an unquoted field, and text after a closing quote, as text', async () => {
    expect(await fields('5" tela,ok')).toEqual([['5" tela', 'ok']]);
    expect(await fields('a\n"x"y\n')).toEqual([['a'], ['"x"y']]);
  });
});

describe('detectDelimiter and csvToObjects', () => {
  it("picks ';' when the header has more semicolons than commas (pt-BR spreadsheets)", () => {
    expect(detectDelimiter('id;titulo;salario\n1;a;"1,5"')).toBe(';');
    expect(detectDelimiter('id,titulo\n"a;b",c')).toBe(',');
    expect(detectDelimiter('"x;y;z",b,c')).toBe(',');
  });

  it('maps rows to lower-cased header names; short rows get empty strings', async () => {
    expect(await csvToObjects('ID;Título\n1;Dev\n2')).toEqual([
      { line: 2, values: { id: '1', título: 'Dev' } },
      { line: 3, values: { id: '2', título: '' } },
    ]);
    expect(await csvToObjects('')).toEqual([]);
  });
});

describe('csvRecords / csvObjects: streaming', () => {
  /** The bytes of `text` in chunks of `size`, so records, CRLFs and UTF-8 characters are split between chunks. */
  const chunked = (text: string, size: number) => {
    const bytes = Buffer.from(text, 'utf8');
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
    return Readable.from(chunks);
  };

  it('reads a source that arrives in pieces, whatever the cut', async () => {
    const text = '\ufeffexternal_id;título;descrição\r\nv-1;"Técnica; Redes";"Linha um\r\nLinha ""dois"""\r\n\r\nv-2;Ação;São Paulo\r\n';
    for (const size of [1, 2, 3, 7, 64]) {
      const rows = [];
      for await (const row of csvObjects(chunked(text, size), ';')) rows.push(row);
      expect(rows, `chunks of ${size} bytes`).toEqual([
        { line: 2, values: { external_id: 'v-1', título: 'Técnica; Redes', descrição: 'Linha um\r\nLinha "dois"' } },
        { line: 5, values: { external_id: 'v-2', título: 'Ação', descrição: 'São Paulo' } },
      ]);
    }
  });

  it('yields records as they are parsed, before the source has ended', async () => {
    const source = new Readable({ read() {} });
    source.push('a,b\n1,2\n3,4\n');
    const records = csvRecords(source, ',');
    expect((await records.next()).value).toEqual({ line: 1, fields: ['a', 'b'] });
    expect((await records.next()).value).toEqual({ line: 2, fields: ['1', '2'] });
    source.push('5,6');
    source.push(null);
    expect((await records.next()).value).toEqual({ line: 3, fields: ['3', '4'] });
    expect((await records.next()).value).toEqual({ line: 4, fields: ['5', '6'] });
    expect((await records.next()).done).toBe(true);
  });

  it('passes on an error of the source', async () => {
    const source = new Readable({ read() {} });
    source.push('a,b\n');
    setImmediate(() => source.destroy(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })));
    await expect(async () => {
      for await (const _record of csvRecords(source, ',')) void _record;
    }).rejects.toMatchObject({ code: 'EACCES' });
  });
});
