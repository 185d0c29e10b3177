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
  });

  it('writes a byte order mark, the head, and CRLF line ends', () => {
    expect(csvOf(['Nombre', 'Ciudad'], [['Ana', 'Mérida']])).toBe('\uFEFFNombre,Ciudad\r\nAna,Mérida\r\n');
  });
});
