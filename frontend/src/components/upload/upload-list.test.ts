import { describe, expect, it } from '@jest/globals';
import { addSelection, afterBatch, removeByName, toSend, type UploadEntry, updateEntry } from './upload-list';

const MB = 1024 * 1024;
/** A File of `size` bytes without allocating them. */
function fileOf(name: string, size = 1000): File {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const listed = (result: ReturnType<typeof addSelection>): UploadEntry[] => {
  if ('refusal' in result) throw new Error(`refused: ${result.refusal.description}`);
  return result.entries;
};

describe('the upload list', () => {
  it('adds a selection that passes, each file waiting with progress 0', () => {
    const entries = listed(addSelection([], [fileOf('a.pdf'), fileOf('b.png')], 'dashboard'));
    expect(entries.map((e) => [e.name, e.status, e.progress, e.requiredDocumentId])).toEqual([
      ['a.pdf', 'waiting', 0, ''],
      ['b.png', 'waiting', 0, ''],
    ]);
  });

  it('refuses the whole selection when the count with the files already listed passes the limit', () => {
    const four = listed(
      addSelection(
        [],
        ['1', '2', '3', '4'].map((n) => fileOf(`${n}.pdf`)),
        'dashboard',
      ),
    );
    expect(addSelection(four, [fileOf('5.pdf'), fileOf('6.pdf')], 'dashboard')).toEqual({
      refusal: { title: 'Demasiados archivos', description: 'Máximo 5 archivos permitidos' },
    });
    expect(listed(addSelection(four, [fileOf('5.pdf')], 'dashboard'))).toHaveLength(5);
    // The home box takes ten.
    expect(
      listed(
        addSelection(
          four,
          ['5', '6', '7', '8', '9', '10'].map((n) => fileOf(`${n}.pdf`)),
          'home',
        ),
      ),
    ).toHaveLength(10);
  });

  it('refuses the whole selection for one file too large or of a type the surface does not take', () => {
    expect(addSelection([], [fileOf('ok.pdf'), fileOf('grande.pdf', 10 * MB + 1)], 'dashboard')).toEqual({
      refusal: { title: 'Archivo demasiado grande', description: 'grande.pdf excede el límite de 10MB' },
    });
    expect(addSelection([], [fileOf('ok.pdf'), fileOf('NOTAS.TXT')], 'dashboard')).toEqual({
      refusal: {
        title: 'Tipo de archivo no permitido',
        description: 'NOTAS.TXT no es un tipo de archivo válido',
      },
    });
    expect(listed(addSelection([], [fileOf('NOTAS.TXT', 20 * MB)], 'home'))).toHaveLength(1);
    expect(listed(addSelection([], [fileOf('tabla.xlsx')], 'options'))).toHaveLength(1);
  });

  it('removes by name, sends the waiting and failed ones, and keeps only the failures after a batch', () => {
    let entries = listed(addSelection([], [fileOf('a.pdf'), fileOf('b.pdf'), fileOf('c.pdf')], 'dashboard'));
    entries = removeByName(entries, 'b.pdf');
    expect(entries.map((e) => e.name)).toEqual(['a.pdf', 'c.pdf']);
    entries = updateEntry(entries, 'a.pdf', { status: 'success', progress: 100 });
    entries = updateEntry(entries, 'c.pdf', {
      status: 'error',
      progress: 0,
      error: 'Error del servidor: 500',
    });
    expect(toSend(entries).map((e) => e.name)).toEqual(['c.pdf']);
    expect(afterBatch(entries).map((e) => [e.name, e.error])).toEqual([['c.pdf', 'Error del servidor: 500']]);
  });
});
