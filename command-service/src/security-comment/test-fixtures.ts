import type { SecurityNotice } from '@portal/contracts';

/** A notice as an admin writes it (literal, for the decider and handler tests). */
export const notice: SecurityNotice = {
  title: 'Nunca pedimos su contraseña',
  content: 'Ningún empleado le pedirá su contraseña por teléfono.',
  category: 'security',
  priority: 'high',
  isActive: true,
  isPublic: true,
};
