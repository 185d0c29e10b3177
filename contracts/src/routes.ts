import { z } from 'zod';
import type { Role } from './roles.js';
import { privacyRoutes } from './routes/privacy.js';
import { privacyRequestRoutes } from './routes/privacy-requests.js';
import { secondFactorRoutes } from './routes/second-factor.js';
import { changePasswordSchema, loginSchema, okSchema, sessionUserSchema } from './schemas/auth.js';
import {
  adminSecurityCommentSchema,
  agentClientSchema,
  caseCountsQuerySchema,
  caseFileSchema,
  caseMilestoneSchema,
  casePhaseUpdateSchema,
  casePlanSchema,
  createdResultSchema,
  requiredDocumentAddSchema,
  revisionResultSchema,
  staffCaseCommentSchema,
} from './schemas/cases.js';
import { clientDashboardSchema } from './schemas/dashboard.js';
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
} from './schemas/documents.js';
import { outcomesSchema, planTermsSchema } from './schemas/firm.js';
import { healthSchema } from './schemas/health.js';
import { asOfQuerySchema, historyEntrySchema, historyQuerySchema } from './schemas/history.js';
import { myPlanSchema, profileContactSchema, profileSchema, recoveryHomeSchema } from './schemas/home.js';
import { notificationListSchema, notificationReadSchema } from './schemas/notifications.js';
import { opsSetupSchema, opsStatusSchema, rebuildRunSchema, rebuildStartSchema } from './schemas/ops.js';
import {
  caseCommentViewSchema,
  indicatorSchema,
  newsArticleSchema,
  newsQuerySchema,
  securityCommentViewSchema,
} from './schemas/public.js';
import {
  agentApplicationSchema,
  clientRegistrationResultSchema,
  clientRegistrationSchema,
} from './schemas/registration.js';
import { loginAnswerSchema, secondFactorStatusSchema } from './schemas/second-factor.js';
import {
  adminIndicatorSchema,
  adminNewsSchema,
  indicatorInputSchema,
  newsArticleDetailSchema,
  newsImageSchema,
  newsInputSchema,
} from './schemas/site-content.js';
import {
  adminClientSchema,
  adminFraudCaseSchema,
  adminPasswordSchema,
  adminStatsSchema,
  adminUserSchema,
  agentApplicationRejectionSchema,
  agentApplicationRowSchema,
  agentCreationSchema,
  agentSchema,
  agentUpdateSchema,
  assignmentSchema,
  clientUpdateSchema,
  demoAccountSchema,
  fraudCaseUpdateSchema,
  fraudCommentSchema,
  listQuerySchema,
  recoveryProcessRowSchema,
  recoveryUpdateSchema,
  securityCommentSchema,
  securityCommentUpdateSchema,
  staffUserCreationSchema,
  userUpdateSchema,
} from './schemas/staff.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: everyone, any signed-in user, or the listed roles (superadmin passes admin).
 * Finer rules (an agent only for its own clients, a client only for its own case) are the handler's.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

export interface RouteDef {
  method: HttpMethod;
  /** Koa-router pattern. */
  path: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  /** A write: answered after the read models applied it. */
  write?: boolean;
  /** A write that creates a resource: answered 201 (the same on an idempotent replay). */
  created?: boolean;
  /** A change of who may do what: every call, allowed or refused, goes to the security log under this name. */
  audit?: AuditedAction;
  /**
   * The write changes or removes something that exists: the request must carry `If-Match: <revision>` (the
   * revision the caller read); a missing one is refused (428), a stale one is a conflict (409). Adds need none.
   */
  ifMatch?: 'required';
  /**
   * The gateway streams this route's bytes itself: `request`, the body is a file (never parsed as JSON);
   * `response`, the answer is a file (no response schema: its handler writes the answer and returns null).
   */
  raw?: 'request' | 'response';
  /**
   * Issue 21: `pending`, a session whose second factor has not passed may call it (the second factor's own calls);
   * every other route that needs a session refuses such a session (401 `second_factor_required`).
   */
  secondFactor?: 'pending';
  summary: string;
}

export type AuditedAction = 'admin_password_change' | 'user_update' | 'second_factor_reset';

const STAFF = ['admin', 'agent'] as const;
const ADMIN = ['admin'] as const;
const CLIENT = ['client'] as const;
/** Who may read cases (issue 12): staff, and the read-only compliance role; the query narrows agents to theirs. */
const CASE_READERS = ['admin', 'agent', 'compliance'] as const;
/** Who may read the access logs: administration and compliance. */
const AUDITORS = ['admin', 'compliance'] as const;
/** The operator's console (issue 12). */
const SUPERADMIN = ['superadmin'] as const;

/**
 * The complete /api of both spec documents plus the session and health calls. The gateway serves exactly
 * this table: the method, the path and the roles are enforced before any handler runs.
 */
export const routes = {
  // Session
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: loginSchema,
    response: loginAnswerSchema,
    summary: 'Iniciar sesión',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    response: okSchema,
    summary: 'Cerrar sesión',
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    access: 'signedIn',
    response: z.object({ user: sessionUserSchema, secondFactor: secondFactorStatusSchema }),
    summary: 'Usuario de la sesión',
  },
  ...secondFactorRoutes,
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: healthSchema,
    summary: 'Estado del servicio',
  },
  opsStatus: {
    method: 'GET',
    path: '/api/ops/status',
    access: ADMIN,
    response: opsStatusSchema,
    summary: 'Estado de las proyecciones',
  },
  // Issue 12: the API documented, from this table (admins).
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    access: ADMIN,
    raw: 'response',
    summary: 'Documento OpenAPI de la API',
  },
  apiDocs: {
    method: 'GET',
    path: '/api/docs',
    access: ADMIN,
    raw: 'response',
    summary: 'Documentación de la API (Swagger UI)',
  },
  apiDocsAsset: {
    method: 'GET',
    path: '/api/docs/:file',
    access: ADMIN,
    raw: 'response',
    summary: 'Archivos de la documentación de la API',
  },
  // Issue 12: the operator's console (superadmin).
  opsRetryDeadLetter: {
    method: 'POST',
    path: '/api/ops/dead-letters/:id/retry',
    access: SUPERADMIN,
    response: okSchema,
    summary: 'Reintentar un trabajo fallido',
  },
  opsDiscardDeadLetter: {
    method: 'DELETE',
    path: '/api/ops/dead-letters/:id',
    access: SUPERADMIN,
    response: okSchema,
    summary: 'Descartar un trabajo fallido',
  },
  opsRebuilds: {
    method: 'GET',
    path: '/api/ops/rebuilds',
    access: SUPERADMIN,
    response: z.array(rebuildRunSchema),
    summary: 'Reconstrucciones de proyecciones',
  },
  opsStartRebuild: {
    method: 'POST',
    path: '/api/ops/rebuilds',
    access: SUPERADMIN,
    body: rebuildStartSchema,
    response: rebuildRunSchema,
    created: true,
    summary: 'Reconstruir una proyección',
  },
  // Issue 20: the superadmin's setup checklist (whether each item is configured; never a value).
  opsSetup: {
    method: 'GET',
    path: '/api/ops/setup',
    access: SUPERADMIN,
    response: opsSetupSchema,
    summary: 'Configuración del sitio',
  },

  // Public and client (client-portal.md §7)
  registerClient: {
    method: 'POST',
    path: '/api/clients/register',
    access: 'public',
    body: clientRegistrationSchema,
    response: clientRegistrationResultSchema,
    write: true,
    created: true,
    summary: 'Registro de cliente',
  },
  applyAsAgent: {
    method: 'POST',
    path: '/api/agents/register',
    access: 'public',
    body: agentApplicationSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Solicitud de agente',
  },
  myDashboard: {
    method: 'GET',
    path: '/api/clients/my-dashboard',
    access: CLIENT,
    response: clientDashboardSchema,
    summary: 'Panel del cliente',
  },
  securityComments: {
    method: 'GET',
    path: '/api/security-comments',
    access: 'signedIn',
    response: z.array(securityCommentViewSchema),
    summary: 'Comentarios de seguridad',
  },
  clientCaseComments: {
    method: 'GET',
    path: '/api/fraud-cases/:id/comments/client',
    access: CLIENT,
    response: z.array(caseCommentViewSchema),
    summary: 'Comentarios visibles del caso',
  },
  changePassword: {
    method: 'POST',
    path: '/api/users/change-password',
    access: 'signedIn',
    body: changePasswordSchema,
    response: okSchema,
    write: true,
    summary: 'Cambiar contraseña',
  },
  notifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'signedIn',
    response: notificationListSchema,
    summary: 'Notificaciones',
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'signedIn',
    response: notificationReadSchema,
    write: true,
    summary: 'Marcar notificación como leída',
  },
  recoveryCase: {
    method: 'GET',
    path: '/api/recovery/:userId',
    access: 'signedIn',
    response: recoveryHomeSchema,
    summary: 'Caso de recuperación (inicio)',
  },
  // Issue 11: the firm's plans (configured), the computed outcomes, an article, its image.
  plans: {
    method: 'GET',
    path: '/api/plans',
    access: 'public',
    response: z.array(planTermsSchema),
    summary: 'Planes de recuperación',
  },
  outcomes: {
    method: 'GET',
    path: '/api/outcomes',
    access: 'public',
    response: outcomesSchema,
    summary: 'Resultados calculados',
  },
  newsArticle: {
    method: 'GET',
    path: '/api/news/:id',
    access: 'public',
    response: newsArticleDetailSchema,
    summary: 'Noticia',
  },
  newsImage: {
    method: 'GET',
    path: '/api/news-images/:sha256',
    access: 'public',
    raw: 'response',
    summary: 'Imagen de una noticia',
  },
  myPlan: {
    method: 'PUT',
    path: '/api/clients/my-plan',
    access: CLIENT,
    body: myPlanSchema,
    response: okSchema,
    write: true,
    summary: 'Elegir plan de recuperación',
  },
  profile: {
    method: 'GET',
    path: '/api/profile',
    access: 'signedIn',
    response: profileSchema,
    summary: 'Mi perfil',
  },
  updateProfileContact: {
    method: 'PUT',
    path: '/api/profile/contact',
    access: CLIENT,
    body: profileContactSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar mis datos de contacto',
  },
  indicators: {
    method: 'GET',
    path: '/api/indicators',
    access: 'public',
    response: z.array(indicatorSchema),
    summary: 'Indicadores financieros',
  },
  news: {
    method: 'GET',
    path: '/api/news',
    access: 'public',
    query: newsQuerySchema,
    response: z.array(newsArticleSchema),
    summary: 'Noticias',
  },
  uploadStart: {
    method: 'POST',
    path: '/api/documents/upload',
    access: CLIENT,
    body: uploadStartSchema,
    response: uploadStartResultSchema,
    summary: 'Iniciar subida de documento',
  },
  // The uploadURL the start answers (issue 9): signed, bound to the user, the case, the file and its limit.
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
  // The documents of a case (issue 9): the client their own, staff those of the cases they may work.
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

  // Staff and administration (staff-admin.md §7)
  adminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: ADMIN,
    query: listQuerySchema,
    response: z.array(adminUserSchema),
    summary: 'Usuarios',
  },
  adminCreateUser: {
    method: 'POST',
    path: '/api/admin/users',
    access: ADMIN,
    body: staffUserCreationSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear un usuario del despacho',
  },
  adminClients: {
    method: 'GET',
    path: '/api/admin/clients',
    access: ADMIN,
    query: listQuerySchema,
    response: z.array(adminClientSchema),
    summary: 'Clientes',
  },
  adminUpdateUser: {
    method: 'PUT',
    path: '/api/admin/users/:id',
    access: ADMIN,
    body: userUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    audit: 'user_update',
    summary: 'Actualizar usuario',
  },
  adminUserPassword: {
    method: 'PUT',
    path: '/api/admin/users/:id/password',
    access: ADMIN,
    body: adminPasswordSchema,
    response: okSchema,
    write: true,
    audit: 'admin_password_change',
    summary: 'Cambiar contraseña de un usuario',
  },
  adminUpdateClient: {
    method: 'PUT',
    path: '/api/admin/clients/:id',
    access: ADMIN,
    body: clientUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar cliente',
  },
  // Issue 10: the reports tab's 'Generar' buttons (cases.csv, clients.csv, recovery.csv).
  adminReport: {
    method: 'GET',
    path: '/api/admin/reports/:file',
    access: ADMIN,
    raw: 'response',
    summary: 'Exportar un reporte (CSV)',
  },
  adminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    access: ADMIN,
    response: adminStatsSchema,
    summary: 'Estadísticas',
  },
  adminSecurityComments: {
    method: 'GET',
    path: '/api/admin/security-comments',
    access: ADMIN,
    response: z.array(adminSecurityCommentSchema),
    summary: 'Comentarios de seguridad (admin)',
  },
  adminCreateSecurityComment: {
    method: 'POST',
    path: '/api/admin/security-comments',
    access: ADMIN,
    body: securityCommentSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear comentario de seguridad',
  },
  adminUpdateSecurityComment: {
    method: 'PUT',
    path: '/api/admin/security-comments/:id',
    access: ADMIN,
    body: securityCommentUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar comentario de seguridad',
  },
  adminDeleteSecurityComment: {
    method: 'DELETE',
    path: '/api/admin/security-comments/:id',
    access: ADMIN,
    response: okSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Eliminar comentario de seguridad',
  },
  // Issue 12: what compliance reads of a case.
  caseHistory: {
    method: 'GET',
    path: '/api/cases/:caseId/history',
    access: CASE_READERS,
    query: historyQuerySchema,
    response: z.array(historyEntrySchema),
    summary: 'Historial de un caso',
  },
  caseHistoryCsv: {
    method: 'GET',
    path: '/api/cases/:caseId/history.csv',
    access: CASE_READERS,
    query: historyQuerySchema,
    raw: 'response',
    summary: 'Historial de un caso (CSV)',
  },
  caseAsOf: {
    method: 'GET',
    path: '/api/cases/:caseId/as-of',
    access: CASE_READERS,
    query: asOfQuerySchema,
    response: caseFileSchema,
    summary: 'El caso en un momento pasado',
  },
  adminIndicators: {
    method: 'GET',
    path: '/api/admin/indicators',
    access: ADMIN,
    response: z.array(adminIndicatorSchema),
    summary: 'Indicadores (admin)',
  },
  adminCreateIndicator: {
    method: 'POST',
    path: '/api/admin/indicators',
    access: ADMIN,
    body: indicatorInputSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear indicador',
  },
  adminUpdateIndicator: {
    method: 'PUT',
    path: '/api/admin/indicators/:id',
    access: ADMIN,
    body: indicatorInputSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar indicador',
  },
  adminDeleteIndicator: {
    method: 'DELETE',
    path: '/api/admin/indicators/:id',
    access: ADMIN,
    response: okSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Eliminar indicador',
  },
  adminNews: {
    method: 'GET',
    path: '/api/admin/news',
    access: ADMIN,
    response: z.array(adminNewsSchema),
    summary: 'Noticias (admin)',
  },
  adminCreateNews: {
    method: 'POST',
    path: '/api/admin/news',
    access: ADMIN,
    body: newsInputSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear noticia',
  },
  adminUpdateNews: {
    method: 'PUT',
    path: '/api/admin/news/:id',
    access: ADMIN,
    body: newsInputSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar noticia',
  },
  adminDeleteNews: {
    method: 'DELETE',
    path: '/api/admin/news/:id',
    access: ADMIN,
    response: okSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Eliminar noticia',
  },
  adminNewsImage: {
    method: 'POST',
    path: '/api/admin/news-images',
    access: ADMIN,
    response: newsImageSchema,
    raw: 'request',
    summary: 'Subir imagen de noticia',
  },
  fraudCases: {
    method: 'GET',
    path: '/api/fraud-cases',
    access: CASE_READERS,
    query: listQuerySchema,
    response: z.array(adminFraudCaseSchema),
    summary: 'Casos de fraude',
  },
  updateFraudCase: {
    method: 'PUT',
    path: '/api/fraud-cases/:id',
    access: STAFF,
    body: fraudCaseUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar caso',
  },
  caseComments: {
    method: 'GET',
    path: '/api/fraud-cases/:id/comments',
    access: CASE_READERS,
    response: z.array(staffCaseCommentSchema),
    summary: 'Comentarios del caso',
  },
  addCaseComment: {
    method: 'POST',
    path: '/api/fraud-cases/:id/comments',
    access: STAFF,
    body: fraudCommentSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Agregar comentario',
  },
  caseCommentCounts: {
    method: 'GET',
    path: '/api/fraud-case-comments/counts',
    access: CASE_READERS,
    query: caseCountsQuerySchema,
    response: z.record(z.string(), z.number()),
    summary: 'Conteo de comentarios',
  },

  // The work on a case (issue 8): agents on their clients' cases, admins on every case
  agentClients: {
    method: 'GET',
    path: '/api/agent/clients',
    access: CASE_READERS,
    query: listQuerySchema,
    response: z.array(agentClientSchema),
    summary: 'Mis clientes (agente) o todos los casos (administración)',
  },
  caseFile: {
    method: 'GET',
    path: '/api/cases/:caseId',
    access: CASE_READERS,
    response: caseFileSchema,
    summary: 'Expediente del caso',
  },
  updateCasePhase: {
    method: 'PUT',
    path: '/api/cases/:caseId/phases/:phaseKey',
    access: STAFF,
    body: casePhaseUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Iniciar, avanzar o completar una fase',
  },
  addCaseMilestone: {
    method: 'POST',
    path: '/api/cases/:caseId/timeline',
    access: STAFF,
    body: caseMilestoneSchema,
    response: revisionResultSchema,
    write: true,
    created: true,
    summary: 'Agregar un hito al historial',
  },
  addRequiredDocument: {
    method: 'POST',
    path: '/api/cases/:caseId/required-documents',
    access: STAFF,
    body: requiredDocumentAddSchema,
    response: revisionResultSchema,
    write: true,
    created: true,
    summary: 'Solicitar un documento',
  },
  removeRequiredDocument: {
    method: 'DELETE',
    path: '/api/cases/:caseId/required-documents/:documentId',
    access: STAFF,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Dejar de solicitar un documento',
  },
  updateCasePlan: {
    method: 'PUT',
    path: '/api/cases/:caseId/plan',
    access: STAFF,
    body: casePlanSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Prioridad y fecha estimada del caso',
  },

  updateAgent: {
    method: 'PUT',
    path: '/api/admin/agents/:id',
    access: ADMIN,
    body: agentUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Editar un agente',
  },
  agents: {
    method: 'GET',
    path: '/api/agents',
    access: ADMIN,
    query: listQuerySchema,
    response: z.array(agentSchema),
    summary: 'Agentes',
  },
  recoveryProcesses: {
    method: 'GET',
    path: '/api/recovery-processes',
    access: CASE_READERS,
    query: listQuerySchema,
    response: z.array(recoveryProcessRowSchema),
    summary: 'Procesos de recuperación',
  },
  updateRecoveryProcess: {
    method: 'PUT',
    path: '/api/admin/recovery/:id',
    access: ADMIN,
    body: recoveryUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar proceso',
  },
  createAgent: {
    method: 'POST',
    path: '/api/admin/agents',
    access: ADMIN,
    body: agentCreationSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear agente',
  },
  demoAccounts: {
    method: 'GET',
    path: '/api/admin/demo-accounts',
    access: ADMIN,
    response: z.array(demoAccountSchema),
    summary: 'Cuentas de demostración',
  },
  agentApplications: {
    method: 'GET',
    path: '/api/admin/agent-applications',
    access: ADMIN,
    query: listQuerySchema,
    response: z.array(agentApplicationRowSchema),
    summary: 'Solicitudes de agentes',
  },
  approveAgentApplication: {
    method: 'POST',
    path: '/api/admin/agent-applications/:id/approve',
    access: ADMIN,
    response: createdResultSchema,
    write: true,
    summary: 'Aprobar una solicitud de agente',
  },
  rejectAgentApplication: {
    method: 'POST',
    path: '/api/admin/agent-applications/:id/reject',
    access: ADMIN,
    body: agentApplicationRejectionSchema,
    response: okSchema,
    write: true,
    summary: 'Rechazar una solicitud de agente',
  },
  assignClient: {
    method: 'PUT',
    path: '/api/admin/clients/:clientId/assign',
    access: ADMIN,
    body: assignmentSchema,
    response: okSchema,
    write: true,
    summary: 'Asignar cliente',
  },
  ...privacyRoutes,
  ...privacyRequestRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
type Route<N extends RouteName> = (typeof routes)[N];

/** The validated body of route N (undefined for a route without a body schema). */
export type RouteBody<N extends RouteName> =
  Route<N> extends { body: infer B extends z.ZodType } ? z.infer<B> : undefined;
/** What a caller sends as the body of route N (the schema's input: before defaults and transforms). */
export type RouteInput<N extends RouteName> =
  Route<N> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** The validated query of route N (undefined for a route without a query schema). */
export type RouteQuery<N extends RouteName> =
  Route<N> extends { query: infer Q extends z.ZodType } ? z.infer<Q> : undefined;
/**
 * What route N answers. A route gets its response schema before it gets a handler: without one nothing can be
 * returned (never), so the handler does not type-check.
 */
export type RouteResponse<N extends RouteName> =
  Route<N> extends { raw: 'response' }
    ? null
    : Route<N> extends { response: infer R extends z.ZodType }
      ? z.infer<R>
      : never;

/** `{ id: string }` for '/api/fraud-cases/:id/comments': the parameters of a Koa-router path. */
type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : unknown;
export type RouteParams<N extends RouteName> = { [K in keyof PathParams<Route<N>['path']>]: string };

/** Whether route N needs `If-Match` (its handler then gets the revision the caller read). */
export type NeedsIfMatch<N extends RouteName> = Route<N> extends { ifMatch: 'required' } ? true : false;

/** Whether route N can be called without a session. */
export type IsPublic<N extends RouteName> = Route<N>['access'] extends 'public' ? true : false;
/** Whether route N writes (its handler must report the position the read models must reach). */
export type IsWrite<N extends RouteName> = Route<N> extends { write: true } ? true : false;
/** Whether route N creates something (201): its caller sends an Idempotency-Key, so a retry creates it once. */
export type IsCreated<N extends RouteName> = Route<N> extends { created: true } ? true : false;

/** Fills `:param` placeholders of a route's path. */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  return routes[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
