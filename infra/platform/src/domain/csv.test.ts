import { describe, expect, it } from 'vitest';
import { parseCsv as parse } from '../testing/csv';
import { UTF8_BOM, csvField, csvRecord, csvText, spreadsheetText } from './csv';

describe('CSV (RFC 4180)', () => {
  it('leaves plain fields, Cyrillic included, as they are', () => {
    expect(csvField('Sweet Bonanza')).toBe('Sweet Bonanza');
    expect(csvField('Книга мёртвых')).toBe('Книга мёртвых');
    expect(csvField('O‘yin')).toBe('O‘yin');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a quote, CR or LF, doubling its quotes', () => {
    expect(csvField('Gates, of Olympus')).toBe('"Gates, of Olympus"');
    expect(csvField('The "Dog" House')).toBe('"The ""Dog"" House"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField('"')).toBe('""""');
  });

  it('ends every record with CRLF and reads back field by field', () => {
    const records = [
      ['game', 'bet'],
      ['Книга, "мёртвых"\r\nвторая строка', '1250.50'],
    ];
    const text = csvText(records);
    expect(text).toBe('game,bet\r\n"Книга, ""мёртвых""\r\nвторая строка",1250.50\r\n');
    expect(csvRecord(['a', 'b,c'])).toBe('a,"b,c"\r\n');
    expect(parse(text)).toEqual(records);
  });

  it('marks UTF-8 with a byte order mark for Excel', () => {
    expect(Buffer.from(UTF8_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('keeps text that looks like a formula from running in a spreadsheet', () => {
    expect(spreadsheetText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(spreadsheetText('-abc')).toBe("'-abc");
    expect(spreadsheetText('+1')).toBe("'+1");
    expect(spreadsheetText('@SUM')).toBe("'@SUM");
    expect(spreadsheetText('Aviator')).toBe('Aviator');
  });
});
