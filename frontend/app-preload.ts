import { relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * main.tsx starts the app (`src/app.tsx`) with a dynamic import on every page but a signed-out visitor's first
 * pages: left to itself, the browser would ask for the app only once the entry and React have arrived and run,
 * and for the page's own chunk only after that. This plugin writes a tiny classic script that index.html loads
 * beside the entry (`async`, from 'self' as the CSP wants): on a page that starts the app (by the same rule as
 * main.tsx) it adds a modulepreload of the app's chunks, so they download in parallel with the entry.
 */
export function appPreload(options: { appModule: string; firstPages: readonly string[] }): Plugin {
  let root = '';
  return {
    name: 'portal-app-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle: OutputBundle) {
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const app = chunks.find(
          (chunk) => chunk.facadeModuleId && relative(root, chunk.facadeModuleId) === options.appModule,
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        const html = bundle['index.html'];
        if (!app || !entry || html?.type !== 'asset') {
          this.error(`portal-app-preload: no chunk of ${options.appModule}, no entry or no index.html`);
        }
        const closure = (start: OutputChunk) => {
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            if (seen.has(fileName)) return;
            seen.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk') for (const next of chunk.imports) visit(next);
          };
          visit(start.fileName);
          return seen;
        };
        const loaded = closure(entry);
        const files = [...closure(app)].filter((file) => !loaded.has(file)).sort();
        const source =
          `(function(){var p=location.pathname,u=null;try{u=localStorage.getItem("user")}catch(e){}` +
          `if(${JSON.stringify(options.firstPages)}.indexOf(p)>=0&&u===null)return;` +
          `${JSON.stringify(files.map((file) => `/${file}`))}.forEach(function(f){` +
          `var l=document.createElement("link");l.rel="modulepreload";l.href=f;document.head.appendChild(l)})})();\n`;
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'preload-app.js', source }));
        const tag = `    <script async src="/${fileName}"></script>\n  </head>`;
        html.source = String(html.source).replace('  </head>', tag);
        if (!String(html.source).includes(fileName))
          this.error('portal-app-preload: no </head> in index.html');
      },
    },
  };
}
