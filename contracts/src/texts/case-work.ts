/**
 * Texts of the work on a case: the API's refusals and the spec's staff notices. Not part of the
 * zod-free entry the first pages load (`@portal/contracts/texts`): signed-in pages and the server read them
 * from the contracts' index. Screen texts of each area live beside this file, one file per area.
 */

/** Refusals of the case routes, in Spanish; the codes are in errors.ts. */
export const caseErrors = {
  staleRevision:
    'Otra persona modificó este caso mientras usted lo editaba. Recargue para ver los cambios; lo que usted envió no se guardó.',
  staleSecurityComment:
    'Otra persona modificó o eliminó este comentario después de que usted lo abrió. Recargue para ver la versión actual; su cambio no se guardó.',
  ifMatchRequired:
    'Falta la versión de los datos que editó (encabezado If-Match). Recargue la página e intente de nuevo.',
  ifMatchInvalid: 'El encabezado If-Match no es válido.',
  caseNotFound: 'No se encontró el caso.',
  caseNotAssigned: 'Este caso no está asignado a usted.',
  phaseNotFound: 'La fase indicada no existe en este caso.',
  phaseOrder: 'Complete primero las fases anteriores: las fases avanzan en orden.',
  phaseCompleted: 'Esta fase ya está completada.',
  phaseNotStarted: 'Esta fase aún no ha comenzado. Iníciela antes de registrar su avance o completarla.',
  documentAlreadyRequired: 'Este documento ya se solicita en el caso.',
  documentNotRequired: 'Ese documento ya no se solicita en este caso.',
  commentTypeNotAllowed: 'Este tipo de comentario no corresponde a su rol.',
  securityCommentNotFound: 'El comentario de seguridad no existe o fue eliminado.',
} as const;

/** Validation messages of the case forms (shown on their fields). */
export const caseValidation = {
  phaseStatus: 'Seleccione un estado válido para la fase',
  progress: 'El avance debe ser un número entero entre 0 y 100',
  nextStep: 'Cada próximo paso debe tener entre 1 y 300 caracteres',
  nextStepsTooMany: 'Escriba como máximo 10 próximos pasos',
  milestoneTitle: 'Título del hito requerido (al menos 3 caracteres)',
  milestoneDate: 'Fecha del hito requerida',
  milestoneDateFuture: 'La fecha del hito no puede ser posterior a hoy',
  milestoneDateTooOld: 'La fecha del hito no puede ser anterior al 1 de enero de 1900',
  dateInvalid: 'Escriba una fecha válida (día, mes y año que existan)',
  documentChoice: 'Elija un documento de la lista o escriba su nombre (al menos 3 caracteres)',
  estimatedCompletion: 'Escriba una fecha válida',
  estimatedCompletionPast: 'La fecha estimada no puede ser anterior a hoy',
  estimatedCompletionTooFar: 'La fecha estimada no puede ser más de 5 años posterior a hoy',
  priority: 'Seleccione una prioridad válida',
} as const;

/** Notices of the staff area (staff-admin.md §8): title and description of each outcome. */
export const staffToasts = {
  commentAdded: { title: 'Comentario agregado', description: 'El comentario se guardó en el caso.' },
  commentAddFailure: { title: 'Error', description: 'Error al agregar comentario' },
  securityCommentCreated: {
    title: 'Comentario creado',
    description: 'El comentario de seguridad se guardó.',
  },
  securityCommentCreateFailure: {
    title: 'Error al crear comentario',
    description: 'No se pudo crear el comentario',
  },
  securityCommentUpdated: { title: 'Comentario actualizado', description: 'Los cambios se guardaron.' },
  securityCommentUpdateFailure: { title: 'Error al actualizar comentario', description: '' },
  securityCommentDeleted: { title: 'Comentario eliminado', description: 'El comentario ya no se muestra.' },
  securityCommentDeleteFailure: { title: 'Error al eliminar comentario', description: '' },
  caseUpdated: { title: 'Caso actualizado', description: 'Los cambios se guardaron.' },
  caseUpdateFailure: { title: 'Error', description: 'Error al actualizar el caso' },
  conflict: { title: 'El caso cambió', description: 'Recargue para ver la versión actual.' },
  clientAssigned: {
    title: 'Cliente asignado exitosamente',
    description: 'El agente ya puede trabajar el caso.',
  },
  assignmentFailure: { title: 'Error al asignar cliente', description: '' },
  agentCreated: { title: 'Agente creado exitosamente', description: 'El agente ya puede iniciar sesión.' },
  agentCreateFailure: { title: 'Error al crear agente', description: 'No se pudo crear el agente' },
} as const;
