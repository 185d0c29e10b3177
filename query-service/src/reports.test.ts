import { csvCell, csvOf } from './reports.js';

describe('CSV exports', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvCell('dijo "urgente"')).toBe('"dijo ""urgente"""');
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvCell('Sin comas')).toBe('Sin comas');
    expect(csvCell(42)).toBe('42');
  });

  it('never lets a spreadsheet run a cell as a formula, but keeps negative numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+52 55 1234')).toBe("'+52 55 1234");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1,250.00')).toBe('"-1,250.00"');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
  });

  it('neutralises the full-width formula characters too, and nothing that only contains one', () => {
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('＋52 55 1234')).toBe("'＋52 55 1234");
    expect(csvCell('－2')).toBe("'－2");
    expect(csvCell('＠SUM(A1)')).toBe("'＠SUM(A1)");
    expect(csvCell('55 1234 5678')).toBe('55 1234 5678');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('quotes a cell with a semicolon, the separator where the decimal mark is a comma', () => {
    expect(csvCell('Monterrey;Nuevo León')).toBe('"Monterrey;Nuevo León"');
    expect(csvCell('=1;2')).toBe('"\'=1;2"');
  });

  it('writes a byte order mark, the head, and CRLF line ends', () => {
    expect(csvOf(['Nombre', 'Ciudad'], [['Ana', 'Mérida']])).toBe('\uFEFFNombre,Ciudad\r\nAna,Mérida\r\n');
  });
});
