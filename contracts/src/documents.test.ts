import {
  checkUpload,
  checkUploadBatch,
  isUploadSurface,
  uploadFileExtension,
  uploadSurfaces,
} from './documents.js';

const typeRefusal = (file: string) => ({
  title: 'Tipo de archivo no permitido',
  description: `${file} no es un tipo de archivo válido`,
});

describe('upload surfaces', () => {
  it('holds the limits of client-portal.md §9, in 1024-based megabytes', () => {
    expect(uploadSurfaces.dashboard.maxFiles).toBe(5);
    expect(uploadSurfaces.dashboard.maxFileSize).toBe(10485760);
    expect(uploadSurfaces.home.maxFiles).toBe(10);
    expect(uploadSurfaces.home.maxFileSize).toBe(52428800);
    expect(uploadSurfaces.options.maxFiles).toBe(15);
    expect(uploadSurfaces.options.maxFileSize).toBe(52428800);
  });

  it('knows its three surfaces and nothing else', () => {
    expect(isUploadSurface('dashboard')).toBe(true);
    expect(isUploadSurface('home')).toBe(true);
    expect(isUploadSurface('options')).toBe(true);
    expect(isUploadSurface('admin')).toBe(false);
    expect(isUploadSurface(undefined)).toBe(false);
  });
});

describe('checkUpload', () => {
  it('accepts each extension of its surface, in any case', () => {
    expect(checkUpload('dashboard', { fileName: 'contrato.pdf', fileSize: 1000 })).toBeNull();
    expect(checkUpload('dashboard', { fileName: 'Captura.JPEG', fileSize: 1000 })).toBeNull();
    expect(checkUpload('dashboard', { fileName: 'poder.notarial.Docx', fileSize: 1000 })).toBeNull();
    expect(checkUpload('home', { fileName: 'notas.txt', fileSize: 1000 })).toBeNull();
    expect(checkUpload('options', { fileName: 'movimientos.XLSX', fileSize: 1000 })).toBeNull();
    expect(checkUpload('options', { fileName: 'movimientos.xls' })).toBeNull();
  });

  it("refuses an extension outside the surface's list", () => {
    expect(checkUpload('dashboard', { fileName: 'notas.txt', fileSize: 10 })).toEqual(
      typeRefusal('notas.txt'),
    );
    expect(checkUpload('home', { fileName: 'estado.xlsx', fileSize: 10 })).toEqual(
      typeRefusal('estado.xlsx'),
    );
    expect(checkUpload('options', { fileName: 'setup.exe', fileSize: 10 })).toEqual(typeRefusal('setup.exe'));
    expect(checkUpload('dashboard', { fileName: 'recibo.pdf.exe', fileSize: 10 })).toEqual(
      typeRefusal('recibo.pdf.exe'),
    );
  });

  it('refuses a name that is not a plain file name', () => {
    expect(checkUpload('home', { fileName: '', fileSize: 10 })).toEqual(typeRefusal(''));
    expect(checkUpload('home', { fileName: 'contrato', fileSize: 10 })).toEqual(typeRefusal('contrato'));
    expect(checkUpload('home', { fileName: 'contrato.', fileSize: 10 })).toEqual(typeRefusal('contrato.'));
    expect(checkUpload('home', { fileName: '.pdf', fileSize: 10 })).toEqual(typeRefusal('.pdf'));
    expect(checkUpload('home', { fileName: '../etc/recibo.pdf', fileSize: 10 })).toEqual(
      typeRefusal('../etc/recibo.pdf'),
    );
    expect(checkUpload('home', { fileName: 'C:\\temp\\recibo.pdf', fileSize: 10 })).toEqual(
      typeRefusal('C:\\temp\\recibo.pdf'),
    );
    expect(checkUpload('home', { fileName: 'recibo\u0000.pdf', fileSize: 10 })).toEqual(
      typeRefusal('recibo\u0000.pdf'),
    );
  });

  it("refuses a file over the surface's limit, naming the limit, and accepts one of exactly the limit", () => {
    expect(checkUpload('dashboard', { fileName: 'estado.pdf', fileSize: 10485760 })).toBeNull();
    expect(checkUpload('dashboard', { fileName: 'estado.pdf', fileSize: 10485761 })).toEqual({
      title: 'Archivo demasiado grande',
      description: 'estado.pdf excede el límite de 10MB',
    });
    expect(checkUpload('home', { fileName: 'estado.pdf', fileSize: 10485761 })).toBeNull();
    expect(checkUpload('home', { fileName: 'estado.pdf', fileSize: 52428800 })).toBeNull();
    expect(checkUpload('options', { fileName: 'estado.pdf', fileSize: 52428801 })).toEqual({
      title: 'Archivo demasiado grande',
      description: 'estado.pdf excede el límite de 50MB',
    });
  });

  it('reports the size before the type, as the spec orders the checks', () => {
    expect(checkUpload('dashboard', { fileName: 'video.mp4', fileSize: 20000000 })).toEqual({
      title: 'Archivo demasiado grande',
      description: 'video.mp4 excede el límite de 10MB',
    });
  });
});

describe('uploadFileExtension', () => {
  it('gives the last extension in lower case, or null for a name that cannot be a file', () => {
    expect(uploadFileExtension('Recibo.Banco.PDF')).toBe('.pdf');
    expect(uploadFileExtension('sin-extension')).toBeNull();
    expect(uploadFileExtension('carpeta/recibo.pdf')).toBeNull();
  });
});

describe('checkUploadBatch', () => {
  const file = { fileName: 'recibo.png', fileSize: 2048 };

  it("counts the files already listed against the surface's maximum", () => {
    expect(checkUploadBatch('dashboard', 3, [file, file])).toBeNull();
    expect(checkUploadBatch('dashboard', 3, [file, file, file])).toEqual({
      title: 'Demasiados archivos',
      description: 'Máximo 5 archivos permitidos',
    });
    expect(checkUploadBatch('home', 0, Array(11).fill(file))).toEqual({
      title: 'Demasiados archivos',
      description: 'Máximo 10 archivos permitidos',
    });
    expect(checkUploadBatch('options', 10, Array(5).fill(file))).toBeNull();
    expect(checkUploadBatch('options', 10, Array(6).fill(file))).toEqual({
      title: 'Demasiados archivos',
      description: 'Máximo 15 archivos permitidos',
    });
  });

  it('rejects the whole selection on its first refused file', () => {
    expect(
      checkUploadBatch('dashboard', 0, [
        file,
        { fileName: 'hoja.xlsx', fileSize: 10 },
        { fileName: 'a.exe' },
      ]),
    ).toEqual(typeRefusal('hoja.xlsx'));
  });
});
