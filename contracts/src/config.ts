/** The site name until the operator configures one (SITE_NAME); index.html's title is read from this line. */
export const defaultSiteName = 'Portal de Recuperación de Capital';

/**
 * Service hours of the spec (client-portal.md §9). Sunday promises emergencies 24/7 only when the operator
 * configured an emergency line (EMERGENCY_PHONE or FIRM_CONFIG's emergencyPhone, GET /api/health), with its number.
 */
export function serviceHoursFor(emergencyPhone: string | null): { days: string; hours: string }[] {
  return [
    { days: 'Lunes a Viernes', hours: '9:00 - 18:00' },
    { days: 'Sábado', hours: '9:00 - 14:00' },
    { days: 'Domingo', hours: emergencyPhone ? `Cerrado (emergencias 24/7: ${emergencyPhone})` : 'Cerrado' },
  ];
}

/** The longest username and password a login accepts (loginSchema; the login page checks them without zod). */
export const loginLimits = { username: 254, password: 128 } as const;

/** The upload limits of each surface (client-portal.md §9). */
export const uploadLimits = {
  home: {
    maxFiles: 10,
    maxBytes: 50 * 1024 * 1024,
    extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.txt'],
  },
  dashboard: {
    maxFiles: 5,
    maxBytes: 10 * 1024 * 1024,
    extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
  },
  options: {
    maxFiles: 15,
    maxBytes: 50 * 1024 * 1024,
    extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.txt', '.xls', '.xlsx'],
  },
} as const;
