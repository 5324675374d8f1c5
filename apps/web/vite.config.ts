import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { routeFiles, signedInPaths, startPath } from './src/app/route-files.ts';
import { contractVersion, desksServiceWorker } from './service-worker.config.ts';
import { theme } from './src/lib/theme.ts';

// The API server (apps/server) listens on :3000; in development Vite proxies to it so the app
// and the API share one origin, exactly as in production where the server serves dist/.
const apiServer = 'http://localhost:3000';

/**
 * Mantine's CSS is imported per component (src/app/styles, ADR 023): fails the build when a
 * Mantine component that has styles of its own is bundled without its stylesheet imported.
 */
const mantineStylesComplete = (): Plugin => ({
  name: 'frontdesk:mantine-styles-complete',
  apply: 'build',
  generateBundle(_options, bundle) {
    const used = new Set<string>();
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const [id, module] of Object.entries(chunk.modules)) {
        const component = /@mantine\/core\/esm\/.*\/(\w+)\.module\.mjs$/.exec(id)?.[1];
        if (component && module.renderedLength > 0) used.add(component);
      }
    }
    const imported = new Set<string>();
    for (const id of this.getModuleIds()) {
      const stylesheet = /@mantine\/core\/styles\/(\w+)\.layer\.css$/.exec(id)?.[1];
      if (stylesheet) imported.add(stylesheet);
    }
    const missing = [...used].filter((component) => !imported.has(component)).sort();
    if (missing.length > 0) {
      this.error(
        `Mantine components without their CSS: ${missing.join(', ')}. Import ` +
          `@mantine/core/styles/<Name>.layer.css in src/app/styles (first-screen.ts or signed-in.ts).`,
      );
    }
  },
});

const mergeRefsId = '\0frontdesk:scroll-area-merge-refs';

/**
 * Mantine's ScrollArea (the dashboard's lists) imports only `useMergeRefs` from floating-ui, and
 * that import alone put all of floating-ui (12 KB gzip, the positioning of popovers, menus and
 * dialogs) into the dashboard's first download (ADR 052). ScrollArea gets Mantine's own ref
 * merger instead; should ScrollArea ever import anything else from floating-ui, the build fails
 * on the missing export.
 */
const scrollAreaWithoutFloatingUi = (): Plugin => ({
  name: 'frontdesk:scroll-area-without-floating-ui',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '@floating-ui/react' && /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer ?? '')
      ? mergeRefsId
      : undefined,
  load: (id) =>
    id === mergeRefsId
      ? `import { useMergedRef } from '@mantine/hooks';
export const useMergeRefs = (refs) => useMergedRef(...refs);`
      : undefined,
});

const themeVariablesId = 'virtual:mantine-theme-variables.css';

/**
 * The theme's CSS variables (primary colour, cursor, link colour) as a stylesheet, exactly as
 * MantineProvider writes them for src/lib/theme.ts: the first screen draws Mantine's classes
 * without MantineProvider's JavaScript (ADR 049). Imported by app/styles/first-screen.ts.
 */
const mantineThemeVariables = (): Plugin => ({
  name: 'frontdesk:mantine-theme-variables',
  resolveId: (source) => (source === themeVariablesId ? themeVariablesId : undefined),
  load(id) {
    if (id !== themeVariablesId) return undefined;
    const html = renderToStaticMarkup(createElement(MantineProvider, { theme }));
    const css = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
    if (!css) this.error('MantineProvider wrote no theme variables');
    return css;
  },
});

const appFolder = fileURLToPath(new URL('./src/app/', import.meta.url));

/**
 * Writes assets/route-preload-<hash>.js and runs it first from index.html: it asks the browser
 * for the current path's chunks (src/app/route-files.ts) and their CSS at once, and for Burmese
 * when it is the desk's language, so they download beside the entry instead of after it has run
 * (ADR 023). An external file: the CSP allows no inline script.
 */
const routePreload = (): Plugin => ({
  name: 'frontdesk:route-preload',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle: OutputBundle) {
    const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (start: readonly string[]) => {
      const seen = new Set<string>();
      const stack = [...start];
      while (stack.length > 0) {
        const file = stack.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        stack.push(...(byFile.get(file)?.imports ?? []));
      }
      return seen;
    };
    const loadedByEntry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
    const chunkOf = (file: string) => {
      const id = fileURLToPath(new URL(file, `file://${appFolder}`));
      const chunk = chunks.find((c) => c.facadeModuleId === id);
      if (!chunk) this.error(`route-files.ts names ${file}, which is no chunk of its own`);
      return chunk.fileName;
    };
    const table = Object.fromEntries(
      Object.entries(routeFiles).map(([path, files]) => {
        const js = [...closure(files.map(chunkOf))].filter((file) => !loadedByEntry.has(file));
        const css = js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        return [path, { js: js.map((f) => `/${f}`), css: css.map((f) => `/${f}`) }];
      }),
    );
    // A desk that chose Burmese waits for its texts and calendar names before the first render
    // (i18n.ts), and for its font (display-locale.ts): asked for at once too.
    const burmeseChunks = chunks
      .filter((c) => /\/src\/i18n\/my\.ts$|\/dayjs\/locale\/my\.js$/.test(c.facadeModuleId ?? ''))
      .map((c) => c.fileName);
    const burmeseFont = Object.keys(bundle).filter((file) => /burmese-font-[^/]*\.css$/.test(file));
    if (burmeseChunks.length !== 2 || burmeseFont.length !== 1) {
      this.error('the Burmese catalogue, dayjs locale or font CSS is no file of its own');
    }
    const burmese = {
      js: [...closure(burmeseChunks)]
        .filter((file) => !loadedByEntry.has(file))
        .map((f) => `/${f}`),
      css: burmeseFont.map((f) => `/${f}`),
    };
    const source = `(function () {
  var routes = ${JSON.stringify(table)};
  var burmese = ${JSON.stringify(burmese)};
  var signedIn = ${JSON.stringify(signedInPaths)};
  var token = null;
  var language = null;
  try {
    token = localStorage.getItem('token');
    language = localStorage.getItem('language');
  } catch (e) {}
  var path = location.pathname;
  var route = routes[path];
  if (!route || (signedIn.indexOf(path) >= 0 && !token)) route = routes[${JSON.stringify(startPath)}];
  function add(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    // As Vite's own preloads ask, so that the browser uses these downloads for them.
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
  route.css.forEach(function (href) { add('preload', href, 'style'); });
  route.js.forEach(function (href) { add('modulepreload', href); });
  if (language === 'my') {
    burmese.css.forEach(function (href) { add('preload', href, 'style'); });
    burmese.js.forEach(function (href) { add('modulepreload', href); });
  }
})();
`;
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    const fileName = `assets/route-preload-${hash}.js`;
    this.emitFile({ type: 'asset', fileName, source });
    const html = bundle['index.html'];
    if (html?.type !== 'asset' || typeof html.source !== 'string') {
      this.error('index.html is not in the bundle');
    }
    html.source = html.source.replace(
      '<script type="module"',
      `<script async src="/${fileName}"></script>\n    <script type="module"`,
    );
  },
});

export default defineConfig({
  plugins: [
    react(),
    mantineThemeVariables(),
    scrollAreaWithoutFloatingUi(),
    mantineStylesComplete(),
    routePreload(),
    contractVersion(),
    desksServiceWorker(),
  ],
  build: {
    // Every browser a desk uses (Chromium, Chrome, Edge, Safari 17+, Firefox 115+) preloads
    // modules itself: the polyfill's code stays off every screen's first load (ADR 054).
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically loads on every screen: one file for them
          // all, not eight, compresses smaller (gzip shares one dictionary) and is one request
          // (ADR 046).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
    // A font stays a file of its own, fetched only when its letters are drawn, never inlined
    // into the CSS every screen downloads (the language names' 2 KB font, ADR 028).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/ws': { target: apiServer, ws: true, changeOrigin: false },
    },
  },
});
