import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * The language react-aria formats and announces in (percentages, list typeahead, the hidden dismiss buttons of
 * popovers and dialogs), whatever the browser's language. Each ui component built on a locale-aware react-aria
 * component renders inside it: a provider at the root would load react-aria on the pages that use none
 * (landing, login).
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale="es-MX">{children}</I18nProvider>;
}
