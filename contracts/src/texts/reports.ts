/**
 * The CSV exports of the administration: file names and column headings, in Spanish. Amounts are
 * plain decimals with a point (a spreadsheet sums them), their currency in its own column.
 */
export const reportNames = ['cases', 'clients', 'recovery'] as const;
export type ReportName = (typeof reportNames)[number];

export const reportTexts = {
  fileName: (report: ReportName, date: string) =>
    `${{ cases: 'casos', clients: 'clientes', recovery: 'recuperacion' }[report]}-${date}.csv`,
  yes: 'Sí',
  no: 'No',
  unassigned: 'Sin asignar',
  notSet: 'Por definir',
  noCurrentPhase: 'Sin fase en curso',
  unknownReport: 'No existe ese reporte. Los reportes son: casos, clientes y recuperación.',
  columns: {
    cases: [
      'Número de caso',
      'Cliente',
      'Correo electrónico',
      'Tipo de fraude',
      'Plataforma',
      'Monto perdido',
      'Moneda',
      'Urgencia',
      'Fase actual',
      'Agente',
      'Estado',
      'Procesado',
      'Fecha del fraude',
      'Registrado',
    ],
    clients: [
      'Número de cuenta',
      'Nombre',
      'Correo electrónico',
      'Teléfono',
      'Ciudad',
      'País',
      'Estado',
      'Verificado',
      'Agente',
      'Monto perdido',
      'Moneda',
      'Registrado',
    ],
    recovery: [
      'Número de caso',
      'Cliente',
      'Agente',
      'Prioridad',
      'Avance (%)',
      'Monto original',
      'Monto recuperado',
      'Monto pendiente',
      'Moneda',
      'Finalización estimada',
    ],
  },
} as const;
