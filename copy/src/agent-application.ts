/** The public agent application, /agent-register (client-portal.md §2). */
export const agentApplicationTexts = {
  title: 'Solicitud para Agentes',
  intro:
    'Si es abogado o especialista en recuperación de activos, envíe su solicitud para colaborar con el despacho. No necesita una cuenta: la crearemos al aprobarla.',
  sections: {
    personal: 'Información personal',
    access: 'Datos de acceso',
    professional: 'Información profesional',
  },
  licenseNumber: 'Número de cédula o licencia',
  specialization: 'Especialización',
  experience: 'Años de experiencia',
  certifications: 'Certificaciones',
  certificationsHint: 'Estudios, certificaciones y colegios profesionales (mínimo 10 caracteres).',
  languages: 'Idiomas',
  languagesHint: 'Por ejemplo: Español, inglés.',
  officeLocation: 'Ubicación de oficina',
  accessHint: 'Con este usuario y contraseña entrará al portal cuando su solicitud sea aprobada.',
  submit: 'Enviar Solicitud de Agente',
  submitting: 'Enviando Solicitud...',
  successTitle: 'Solicitud Enviada',
  successBody:
    'Recursos humanos revisará su solicitud en 48 a 72 horas. Le escribiremos al correo que indicó con la respuesta.',
  processTitle: 'Proceso de revisión',
  process: [
    'Verificación de credenciales y de la cédula o licencia',
    'Evaluación de su experiencia',
    'Entrevista con recursos humanos',
    'Capacitación en los sistemas del despacho',
    'Asignación de sus primeros casos',
  ],
  backHome: 'Volver al Inicio',
} as const;
