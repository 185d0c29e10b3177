/** The start page of a compliance user (a read-only account) and its link to the cases' history. */
export const complianceTexts = {
  title: 'Acceso de cumplimiento',
  body: 'Su cuenta es de solo lectura: puede consultar cada caso, su historial completo y cómo estaba en cualquier momento, sin modificar nada.',
  open: 'Abrir historial de casos',
  staffBody: 'Cada cambio de un caso con quién lo hizo, y el caso tal como estaba en cualquier momento.',
} as const;
