/** The footer's link to /aviso-de-privacidad: on every page, so in the entry chunk (no zod, one text). */
export const privacyLinkText = 'Aviso de privacidad';
