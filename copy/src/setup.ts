import type { SetupItemKey } from '@portal/contracts';

/**
 * The superadmin's setup checklist on /operaciones: for each item, how it is configured and what the
 * site hides (or what does not work) until it is.
 */
export const setupTexts = {
  title: 'Configuración del sitio',
  intro:
    'Lo que el despacho ya configuró y lo que falta. Mientras falte un dato, el sitio no lo inventa: lo oculta o funciona de forma limitada.',
  configured: 'Configurado',
  missing: 'Falta',
  loading: 'Revisando la configuración...',
  loadFailed: 'No se pudo revisar la configuración del sitio',
  summary: (done: number, total: number) => `${done} de ${total} configurados`,
  items: {
    supportPhone: {
      name: 'Teléfono de atención',
      how: 'Variable SUPPORT_PHONE.',
      missing: 'El sitio público no muestra teléfono de contacto (pie de página e inicio).',
    },
    supportEmail: {
      name: 'Correo de atención',
      how: 'Variable SUPPORT_EMAIL.',
      missing: 'El sitio público no muestra correo de contacto.',
    },
    address: {
      name: 'Dirección del despacho',
      how: 'Variable SITE_ADDRESS.',
      missing: 'El pie de página no muestra la dirección del despacho.',
    },
    emergencyPhone: {
      name: 'Línea de emergencias',
      how: 'Variable EMERGENCY_PHONE o emergencyPhone en FIRM_CONFIG.',
      missing: 'No se muestra el botón de emergencias ni se ofrece atención 24/7 en domingo.',
    },
    registrations: {
      name: 'Registros oficiales',
      how: 'registrations en el archivo FIRM_CONFIG.',
      missing: 'La página de inicio no muestra registros ni números de autorización del despacho.',
    },
    plans: {
      name: 'Planes de servicio',
      how: 'plans en el archivo FIRM_CONFIG.',
      missing:
        'Opciones de recuperación no muestra planes: dice que el despacho aún no los publica y nadie puede elegir uno.',
    },
    publicUrl: {
      name: 'Dirección pública del sitio',
      how: 'Variable PUBLIC_URL (por ejemplo https://portal.despacho.mx).',
      missing:
        'Los correos no llevan enlace para iniciar sesión y el sitio solo responde en la máquina local (localhost).',
    },
    smtpUrl: {
      name: 'Servidor de correo',
      how: 'Variable SMTP_URL (su valor no se muestra).',
      missing: 'Los correos no se envían: se escriben como archivos en la carpeta mail de DATA_DIR.',
    },
  } satisfies Record<SetupItemKey, { name: string; how: string; missing: string }>,
} as const;
