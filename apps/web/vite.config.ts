import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, minify, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
// The domain's plain rules, by file: the config loader does not compile the package's entry.
import { defaultTimeZone, fixedOffsetZone } from '../../packages/domain/src/rules/dates.ts';
import {
  displayDigits,
  displayLanguages,
  displayLocaleTag,
} from '../../packages/domain/src/rules/display-locale.ts';
import { hotelKeyPattern } from '../../packages/domain/src/rules/hotel-keys.ts';
import { routeFiles, signedInPaths, startPath } from './src/app/route-files.ts';
import { dashboardFirstCalls, firstPaymentType } from './src/lib/dashboard-first-calls.ts';
import { earlyCallsKey, earlyCallsReadyKey, earlyCallsWaitMs } from './src/lib/early-calls.ts';
import { contractVersion, desksServiceWorker } from './service-worker.config.ts';
import { theme } from './src/lib/theme.ts';
import { languageNamesFontPreload } from './build/font-preload.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';

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

/** A sorted list of numbers as steps from the number before (the first from -1). */
const steps = (sorted: readonly number[]) =>
  sorted.map((n, i) => n - (i === 0 ? -1 : sorted[i - 1]!));

/** How many preload links route-preload.js appends in one task. */
const preloadBatch = 8;

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
  async generateBundle(_options, bundle: OutputBundle) {
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
    // Each file named once; a group is a layout's or page's files (js, then css) by number, and
    // a path lists its groups: the table stays small on the first screen's critical path.
    const files: string[] = [];
    const numbered = (names: readonly string[]) =>
      names.map((name) => {
        // Every file is in /assets/: the table names it without the folder (its bytes count).
        if (!name.startsWith('assets/')) this.error(`${name} is not in assets/`);
        const file = name.slice('assets/'.length);
        const number = files.indexOf(file);
        return number >= 0 ? number : files.push(file) - 1;
      });
    const groups: number[][][] = [];
    const groupOf = (js: readonly string[], css: readonly string[]) => {
      // In order of number: the table compresses better, and all are asked for at once anyway.
      const group = [numbered(js), numbered(css)].map((list) => list.sort((a, b) => a - b));
      const same = groups.findIndex((known) => JSON.stringify(known) === JSON.stringify(group));
      return same >= 0 ? same : groups.push(group) - 1;
    };
    const codeOf = (chunk: string) => {
      const js = [...closure([chunk])].filter((file) => !loadedByEntry.has(file));
      const css = js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      return groupOf(js, css);
    };
    // A path's entry: 1 when it is behind the token (else 0), then its groups.
    const table = Object.fromEntries(
      Object.entries(routeFiles).map(([path, routeFiles]) => [
        path,
        [
          (signedInPaths as readonly string[]).includes(path) ? 1 : 0,
          ...routeFiles.map((file) => codeOf(chunkOf(file))),
        ],
      ]),
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
    const burmese = groupOf(
      [...closure(burmeseChunks)].filter((file) => !loadedByEntry.has(file)),
      burmeseFont,
    );
    // The dashboard's first calls (ADR 053), as the app sends them: Accept-Language is the
    // display locale's tag (i18n/display-locale.ts, api-client.ts) for each language and digits.
    const calls = {
      plain: Object.values(dashboardFirstCalls.plain),
      ofTheDay: Object.values(dashboardFirstCalls.ofTheDay),
      stats: dashboardFirstCalls.stats,
      revenue: dashboardFirstCalls.revenue,
      payment: firstPaymentType,
      zone: defaultTimeZone,
      // The zone's fixed offset (domain/rules/dates.ts): today read without ICU's zone data.
      offset: defaultTimeZone === fixedOffsetZone.name ? fixedOffsetZone.offsetMinutes : null,
      hotel: hotelKeyPattern.source,
      tags: Object.fromEntries(
        displayLanguages.map((language) => [
          language,
          Object.fromEntries(
            displayDigits.map((digits) => [digits, displayLocaleTag({ language, digits })]),
          ),
        ]),
      ),
    };
    // The dashboard's first calls (ADR 053) in a file of their own, which the route table's
    // script adds only on /dashboard with a token: the first screen does not download them.
    const callsSource = `(function () {
  var calls = ${JSON.stringify(calls)};
  var token = null;
  var language = null;
  var digits = null;
  var hotel = null;
  try {
    token = localStorage.getItem('token');
    language = localStorage.getItem('language');
    digits = localStorage.getItem('digits');
    hotel = localStorage.getItem('hotel');
  } catch (e) {}
  // Sent as the app would send them; the app takes each answer once instead of asking again
  // (api-client.ts).
  if (location.pathname !== '/dashboard' || !token || !new RegExp(calls.hotel).test(hotel)) return;
  // Gone: the app stopped waiting for this script (it came too late) and asks itself.
  if (!window[${JSON.stringify(earlyCallsReadyKey)}]) return;
  var early = window[${JSON.stringify(earlyCallsKey)}] = {};
  var lang = language === 'my' ? 'my' : 'en';
  if (calls.tags[lang][digits] === undefined) digits = lang === 'my' ? 'mymr' : 'latn';
  var headers = {
    Accept: 'application/json',
    'Accept-Language': calls.tags[lang][digits],
    Authorization: 'Bearer ' + token
  };
  function get(callPath) {
    var url = '/api/' + hotel + callPath;
    var answer = fetch(url, { headers: headers, credentials: 'same-origin' });
    answer['catch'](function () {});
    early[url] = { headers: headers, at: Date.now(), answer: answer };
    return answer;
  }
  calls.plain.forEach(get);
  var stats = get(calls.stats);
  var today = '';
  try {
    today =
      calls.offset === null
        ? new Intl.DateTimeFormat('en-CA', { timeZone: calls.zone }).format(new Date())
        : new Date(Date.now() + calls.offset * 60000).toISOString().slice(0, 10);
  } catch (e) {}
  // Only a date the app would name exactly: otherwise the app asks for these itself.
  if (!/^\\d{4}-\\d\\d-\\d\\d$/.test(today)) return;
  calls.ofTheDay.forEach(function (callPath) { get(callPath + today); });
  var query = '?date=' + today + '&paymentType=' + calls.payment;
  stats
    .then(function (answer) { return answer.ok && get(calls.revenue.room + query); })
    .then(function (answer) { if (answer && answer.ok) get(calls.revenue.food + query); })
    ['catch'](function () {});
})();
`;
    // Minified: they are on the critical path, and count in the screens' weight (ADR 053).
    const emitMinified = async (name: string, text: string) => {
      const { code, errors } = await minify(`${name}.js`, text);
      if (errors.length > 0) this.error(`${name}.js: ${errors[0]?.message}`);
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
      const fileName = `assets/${name}-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      return fileName;
    };
    const callsFile = await emitMinified('dashboard-calls', callsSource);
    const source = `(function () {
  var files = ${JSON.stringify(files)};
  // Each group's lists by step from the number before (from -1): the table compresses to less.
  var groups = ${JSON.stringify(groups.map((group) => group.map(steps)))};
  var routes = ${JSON.stringify(table)};
  var token = null;
  var language = null;
  try {
    token = localStorage.getItem('token');
    language = localStorage.getItem('language');
  } catch (e) {}
  var path = location.pathname;
  var route = routes[path];
  if (!route || (route[0] && !token)) route = routes[${JSON.stringify(startPath)}];
  var added = {};
  var links = [];
  function add(rel, file, as) {
    if (added[file]) return;
    added[file] = true;
    var link = document.createElement('link');
    link.rel = rel;
    link.href = '/assets/' + files[file];
    if (as) link.as = as;
    // As Vite's own preloads ask, so that the browser uses these downloads for them.
    link.crossOrigin = '';
    links.push(link);
  }
  function numbers(list) {
    var number = -1;
    return list.map(function (step) { return (number += step); });
  }
  function load(group) {
    numbers(groups[group][1]).forEach(function (file) { add('preload', file, 'style'); });
    numbers(groups[group][0]).forEach(function (file) { add('modulepreload', file); });
  }
  if (path === '/dashboard' && token) {
    var calls = document.createElement('script');
    calls.src = ${JSON.stringify(`/${callsFile}`)};
    // The app's first GETs wait until it has run (or failed to load): never sent twice.
    window[${JSON.stringify(earlyCallsReadyKey)}] = new Promise(function (done) {
      calls.onload = calls.onerror = done;
      // Not for ever (a download stalled on a bad link): the app then asks itself, and the
      // script, should it come later, finds the promise gone and sends nothing.
      setTimeout(function () {
        window[${JSON.stringify(earlyCallsReadyKey)}] = null;
        done();
      }, ${earlyCallsWaitMs});
    });
    document.head.appendChild(calls);
  }
  route.slice(1).forEach(load);
  if (language === 'my') load(${burmese});
  // Chromium starts each download inside appendChild (0.3-0.6 ms each): a few at a time, each
  // batch a short task of its own, not one long task the page waits on (ADR 055). A file the
  // app's own first imports have asked for meanwhile (Vite's preloads) is not asked for again.
  (function append() {
    var present = {};
    [].forEach.call(document.getElementsByTagName('link'), function (link) {
      present[link.href] = true;
    });
    links.splice(0, ${preloadBatch}).forEach(function (link) {
      if (!present[link.href]) document.head.appendChild(link);
    });
    if (links.length > 0) setTimeout(append, 0);
  })();
})();
`;
    const fileName = await emitMinified('route-preload', source);
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
    zodWithoutJsonSchema(),
    mantineStylesComplete(),
    languageNamesFontPreload(),
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
          includeDependenciesRecursively: false,
          // Every module the entry imports statically loads on every screen: one file for them
          // all, not eight, compresses smaller (gzip shares one dictionary) and is one request
          // (ADR 046).
          groups: [
            { name: 'app', tags: ['$initial'] },
            // Mantine's Alert and Button (with Transition) in one file, as before ADR 063 made
            // the desk's first screens draw them plainly: split by their new importers, they were
            // more files for the first screen's preload table to name.
            {
              name: 'Button',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|Button|Transition)[\\/]/,
            },
            {
              name: 'Loader',
              test: /@mantine[\\/](core[\\/]esm[\\/]components[\\/](Loader|UnstyledButton|CloseButton|Text)[\\/]|hooks[\\/]esm[\\/]use-id[\\/])/,
            },
          ],
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
