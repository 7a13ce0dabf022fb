import { describe, expect, it } from 'vitest';
import { CsvError, csvToObjects, detectDelimiter, parseCsv } from './csv-parser.ts';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv (RFC 4180)', () => {
  it('splits plain fields and records, with CRLF or LF', () => {
    expect(fields('a,b,c\r\n1,2,3\n4,5,6')).toEqual([['a', 'b', 'c'], ['1', '2', '3'], ['4', '5', '6']]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(fields('"a,b","linha 1\r\nlinha 2","diz ""oi"""\n')).toEqual([['a,b', 'linha 1\r\nlinha 2', 'diz "oi"']]);
  });

  it('keeps empty fields, including trailing ones and an empty quoted field', () => {
    expect(fields('a,,c,\n"",x,""\n')).toEqual([['a', '', 'c', ''], ['', 'x', '']]);
  });

  it('numbers each record by the line it starts on, skipping blank lines', () => {
    const records = parseCsv('h1,h2\n"multi\nlinha",x\n\n\ny,z');
    expect(records.map((r) => r.line)).toEqual([1, 2, 6]);
  });

  it('ignores a BOM and a missing final line break', () => {
    expect(fields('\ufeffa,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('rejects an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a,b\n1,"aberto\n')).toThrow(new CsvError(2, 'aspas sem fechamento.'));
    expect(() => parseCsv('a\n"x"y\n')).toThrow(/linha 2: texto depois de um campo entre aspas/);
  });

  it('treats a quote in the middle of an unquoted field as text', () => {
    expect(fields('5" tela,ok')).toEqual([['5" tela', 'ok']]);
  });
});

describe('detectDelimiter and csvToObjects', () => {
  it("picks ';' when the header has more semicolons than commas (pt-BR spreadsheets)", () => {
    expect(detectDelimiter('id;titulo;salario\n1;a;"1,5"')).toBe(';');
    expect(detectDelimiter('id,titulo\n"a;b",c')).toBe(',');
    expect(detectDelimiter('"x;y;z",b,c')).toBe(',');
  });

  it('maps rows to lower-cased header names; short rows get empty strings', () => {
    expect(csvToObjects('ID;Título\n1;Dev\n2')).toEqual([
      { line: 2, values: { id: '1', título: 'Dev' } },
      { line: 3, values: { id: '2', título: '' } },
    ]);
    expect(csvToObjects('')).toEqual([]);
  });
});
