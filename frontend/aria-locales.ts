import type { Plugin } from 'vite';

/** A module of react-aria (or react-stately, react-aria-components) mapping each locale to its strings. */
const STRINGS_MODULE =
  /[\\/]node_modules[\\/](?:react-aria|react-aria-components|react-stately|@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+)[\\/]dist[\\/].*intlStrings\.m?js$/;

const IMPORT = /^import (\$?[\w$]+) from "[^"]*[\\/]([a-z]{2,3}-[A-Z]{2})\.m?js";\n/gm;

/**
 * react-aria ships its own strings (drag and drop hints, 'Cerrar', 'Seleccionado'…) in 34 languages, each
 * module importing every language: about 20 KB gzipped on a page with a file drop zone. The portal speaks only
 * es-MX, which react-aria answers with its es-ES strings (the same language, it has no es-MX): this plugin
 * keeps the `locales` given and drops the others from those modules, as Adobe's optimize-locales-plugin does
 * (react-aria's dictionary ignores a missing language). A module it cannot read fails the build. Each dropped
 * line becomes an empty one, so the lines kept keep their place and the source maps stay right.
 */
export function ariaLocales(locales: readonly string[]): Plugin {
  return {
    name: 'portal-aria-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!STRINGS_MODULE.test(id.split('?')[0] ?? id)) return null;
      const dropped: string[] = [];
      let out = code.replace(IMPORT, (line, name: string, locale: string) => {
        if (locales.includes(locale)) return line;
        dropped.push(name);
        return '\n';
      });
      for (const name of dropped) {
        const entry = new RegExp(`^\\s*"[a-z]{2,3}-[A-Z]{2}": ${name.replaceAll('$', '\\$')},?\\n`, 'm');
        if (!entry.test(out)) this.error(`portal-aria-locales: no entry for ${name} in ${id}`);
        out = out.replace(entry, '\n');
        if (out.includes(name)) this.error(`portal-aria-locales: ${name} is still used in ${id}`);
      }
      if (dropped.length === 0) this.error(`portal-aria-locales: no locale imports found in ${id}`);
      return { code: out, map: null };
    },
  };
}
