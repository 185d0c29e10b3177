import { z } from 'zod';
import { revisionResultSchema } from '../schemas/cases.js';
import {
  documentAccessEntrySchema,
  documentIntegritySchema,
  documentRequirementSchema,
  documentReviewSchema,
  staffDocumentSchema,
  uploadCompleteResultSchema,
  uploadCompleteSchema,
  uploadReceivedSchema,
  uploadStartResultSchema,
  uploadStartSchema,
} from '../schemas/documents.js';
import { AUDITORS, CASE_READERS, CLIENT, STAFF } from './access.js';
import type { RouteDef } from './types.js';

/**
 * A case's documents: the client uploads their own; staff review those of the cases they may work; auditors read
 * who opened them.
 */
export const documentRoutes = {
  uploadStart: {
    method: 'POST',
    path: '/api/documents/upload',
    access: CLIENT,
    body: uploadStartSchema,
    response: uploadStartResultSchema,
    summary: 'Iniciar subida de documento',
  },
  // The uploadURL the start answers: signed, bound to the user, the case, the file and its limit.
  uploadBlob: {
    method: 'PUT',
    path: '/api/documents/blobs/:token',
    access: CLIENT,
    response: uploadReceivedSchema,
    raw: 'request',
    summary: 'Subir el archivo',
  },
  uploadComplete: {
    method: 'POST',
    path: '/api/documents/complete',
    access: CLIENT,
    body: uploadCompleteSchema,
    response: uploadCompleteResultSchema,
    write: true,
    created: true,
    summary: 'Completar subida de documento',
  },
  // The documents of a case: the client their own, staff those of the cases they may work.
  downloadDocument: {
    method: 'GET',
    path: '/api/documents/:id/download',
    access: 'signedIn',
    raw: 'response',
    summary: 'Descargar un documento',
  },
  caseDocuments: {
    method: 'GET',
    path: '/api/cases/:caseId/documents',
    access: CASE_READERS,
    response: z.array(staffDocumentSchema),
    summary: 'Documentos enviados del caso',
  },
  reviewDocument: {
    method: 'PUT',
    path: '/api/documents/:id',
    access: STAFF,
    body: documentReviewSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Verificar o rechazar un documento',
  },
  linkDocumentToRequirement: {
    method: 'PUT',
    path: '/api/documents/:id/requirement',
    access: STAFF,
    body: documentRequirementSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Vincular un documento recibido a un documento solicitado',
  },
  verifyDocument: {
    method: 'GET',
    path: '/api/documents/:id/verify',
    access: CASE_READERS,
    response: documentIntegritySchema,
    summary: 'Comprobar la integridad de un documento',
  },
  documentAccessLog: {
    method: 'GET',
    path: '/api/documents/:id/access-log',
    access: AUDITORS,
    response: z.array(documentAccessEntrySchema),
    summary: 'Registro de accesos de un documento',
  },
} as const satisfies Record<string, RouteDef>;
