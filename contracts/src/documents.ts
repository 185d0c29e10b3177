/**
 * The document upload surfaces (client-portal.md §5, §9) as data, and the checks the browser and the server
 * both run before an upload starts. The refusals are the spec's Spanish texts (§5, §8).
 */

/** A megabyte as the spec counts it (1024-based, §9). */
export const MEGABYTE = 1024 * 1024;

export interface UploadSurfaceLimits {
  /** Files in one selection, counting those already listed. */
  readonly maxFiles: number;
  /** Bytes per file; a file of exactly this size passes. */
  readonly maxFileSize: number;
  /** How the refusal names the limit, e.g. '10MB'. */
  readonly maxFileSizeLabel: string;
  /** Accepted extensions, lower case with the dot. */
  readonly extensions: readonly string[];
}

/** Client dashboard Documentos tab, the home variant's 'Subir Documentos' box, the /recovery-options modal. */
export const uploadSurfaces = {
  dashboard: {
    maxFiles: 5,
    maxFileSize: 10 * MEGABYTE,
    maxFileSizeLabel: '10MB',
    extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
  },
  home: {
    maxFiles: 10,
    maxFileSize: 50 * MEGABYTE,
    maxFileSizeLabel: '50MB',
    extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.txt'],
  },
  options: {
    maxFiles: 15,
    maxFileSize: 50 * MEGABYTE,
    maxFileSizeLabel: '50MB',
    extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.txt', '.xls', '.xlsx'],
  },
} as const satisfies Record<string, UploadSurfaceLimits>;

export type UploadSurface = keyof typeof uploadSurfaces;
export const uploadSurfaceNames = [
  'dashboard',
  'home',
  'options',
] as const satisfies readonly UploadSurface[];
/** The surface a request names none of (`surface` defaults to the dashboard). */
export const defaultUploadSurface: UploadSurface = 'dashboard';

export function isUploadSurface(value: unknown): value is UploadSurface {
  return typeof value === 'string' && uploadSurfaceNames.some((name) => name === value);
}

/** A refusal as a toast shows it. */
export interface UploadRefusal {
  readonly title: string;
  readonly description: string;
}

/** The spec's upload validation texts (§5). */
export const uploadRefusals = {
  tooManyFiles: (maxFiles: number): UploadRefusal => ({
    title: 'Demasiados archivos',
    description: `Máximo ${maxFiles} archivos permitidos`,
  }),
  fileTooLarge: (fileName: string, limitLabel: string): UploadRefusal => ({
    title: 'Archivo demasiado grande',
    description: `${fileName} excede el límite de ${limitLabel}`,
  }),
  fileTypeNotAllowed: (fileName: string): UploadRefusal => ({
    title: 'Tipo de archivo no permitido',
    description: `${fileName} no es un tipo de archivo válido`,
  }),
} as const;

/**
 * The extension of a file name, lower case with the dot, or null when the name cannot be a plain file name:
 * empty, no extension, nothing before the dot ('.pdf'), a path separator, or a control character.
 */
export function uploadFileExtension(fileName: string): string | null {
  if (fileName.length === 0) return null;
  if (/[/\\]/.test(fileName)) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(fileName)) return null;
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return null;
  return fileName.slice(dot).toLowerCase();
}

export interface UploadCandidate {
  readonly fileName: string;
  /** Bytes; absent when the caller does not know it yet (the server then cuts the stream at the limit). */
  readonly fileSize?: number;
}

/**
 * One file against a surface's limits: null when it passes, else the spec's refusal. The spec's order (§5):
 * size first, then the extension.
 */
export function checkUpload(surface: UploadSurface, file: UploadCandidate): UploadRefusal | null {
  const limits: UploadSurfaceLimits = uploadSurfaces[surface];
  if (file.fileSize !== undefined && file.fileSize > limits.maxFileSize) {
    return uploadRefusals.fileTooLarge(file.fileName, limits.maxFileSizeLabel);
  }
  const extension = uploadFileExtension(file.fileName);
  if (extension === null || !limits.extensions.includes(extension)) {
    return uploadRefusals.fileTypeNotAllowed(file.fileName);
  }
  return null;
}

/**
 * A whole selection (§5): the count including the files already listed, then each file; the first refusal
 * rejects the whole selection before any upload starts.
 */
export function checkUploadBatch(
  surface: UploadSurface,
  alreadyListed: number,
  selection: readonly UploadCandidate[],
): UploadRefusal | null {
  const { maxFiles } = uploadSurfaces[surface];
  if (alreadyListed + selection.length > maxFiles) return uploadRefusals.tooManyFiles(maxFiles);
  for (const file of selection) {
    const refusal = checkUpload(surface, file);
    if (refusal) return refusal;
  }
  return null;
}
