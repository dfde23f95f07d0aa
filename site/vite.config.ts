/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { changelog } from './build/changelog'
import { chunkName, uniqueChunkNames } from './build/chunk-names'
import { fontSubsets } from './build/font-subsets'
import { docsMdx } from './build/mdx'
import { HEAD_SCRIPT, headScript, LAYOUT_SCRIPT, scriptHash } from './build/head-script'
import { iconSvgs } from './build/icon-svgs'
import { preloadFonts } from './build/preload-fonts'
import { prerender } from './build/prerender'
import { schemaDocsModules } from './build/schema-docs'
import { sizeBudget } from './build/size-budget'
import { searchIndex } from './build/search-index'
import { siteJSONPlugin } from './build/site-json'
import { tokens } from './build/tokens'
import { BASE } from './src/app/menu'

// The fonts of a first screen, preloaded: the Latin subsets of the prose weights and of the code.
const FIRST_SCREEN_FONTS = ['noto-sans-latin-400-normal', 'noto-sans-latin-600-normal', 'noto-sans-latin-700-normal', 'noto-sans-mono-latin-400-normal']

// The italic face (the props tables' empty cells, a comment's edited mark): preloaded by the pages whose text uses it.
const ITALIC_FONT = 'noto-sans-latin-400-italic'

// Script subsets of the webfonts that no page shows (Greek stays: the typography page shows it).
const UNUSED_FONT_SUBSETS = ['devanagari', 'vietnamese', 'greek-ext']

// The overview's first load (HTML, JS and CSS, gzip-compressed) may not exceed this: lowered as each cut lands,
// 140 KB (140.0 KB now, a few bytes under: the preload lists, the action bar, the fonts' WOFF sources, the icon names, the labels and the summaries left it).
const FIRST_LOAD_BUDGET = 140 * 1024

// The server-side build of the prerender (build/prerender.ts) runs this config again with isSsrBuild: it needs the
// plugins that make modules (tokens, the pages, the schemas' docs, React, the changelog and search index) and none of those that write or check dist.
// A page's props tables and playgrounds read its schemas at build (build/schema-docs.ts), with these modules.
const SCHEMA_DOCS = { kit: `${__dirname}/src/docs/kit/schema-docs.ts`, validate: `${__dirname}/src/library/validate.ts` }

export default defineConfig(({ isSsrBuild }) => ({
  root: __dirname,
  base: BASE,
  publicDir: 'public',
  plugins: isSsrBuild
    ? [iconSvgs(), tokens(), ...docsMdx(), schemaDocsModules(SCHEMA_DOCS), react(), changelog(), searchIndex()]
    : [
        iconSvgs(),
        fontSubsets(UNUSED_FONT_SUBSETS),
        tokens(),
        ...docsMdx(),
        schemaDocsModules(SCHEMA_DOCS),
        react(),
        headScript(),
        siteJSONPlugin({ scriptHashes: [scriptHash(HEAD_SCRIPT), scriptHash(LAYOUT_SCRIPT)] }),
        changelog(),
        preloadFonts(FIRST_SCREEN_FONTS),
        searchIndex(),
        uniqueChunkNames(),
        prerender({ ssrDir: '.prerender', italicFont: ITALIC_FONT }),
        // TESSERA_SIZE_BUDGET=report: a sensitivity trial's site, which may add the bytes the committed one has left.
        sizeBudget({ modules: ['/docs/pages/overview.mdx'], limit: FIRST_LOAD_BUDGET, reportOnly: process.env.TESSERA_SIZE_BUDGET === 'report' }),
      ],
  resolve: {
    // React 19 has useSyncExternalStore; react-i18next's backfill for older React would only add to the first load.
    alias: [
      // react-router's package exports only its development build, whose warnings stay in a production bundle; its production build is the same code without them.
      { find: /^react-router$/, replacement: `${__dirname}/../node_modules/react-router/dist/production/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${__dirname}/../node_modules/react-router/dist/production/dom-export.mjs` },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${__dirname}/src/app/shims/use-sync-external-store.ts` },
      // The docs' examples import the library by its package name, as an app does; here it is the sources (tsconfig.json has the same paths).
      { find: /^@tessera-ds\/library$/, replacement: `${__dirname}/src/library/index.ts` },
      { find: /^@tessera-ds\/library\/([a-z-]+)$/, replacement: `${__dirname}/src/library/$1/index.ts` },
    ],
  },
  server: { port: 5173, strictPort: false, proxy: { [`${BASE}api/`]: 'http://127.0.0.1:8080' } }, // the data endpoint is the Go server's: run `make run` beside `make dev`
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Nothing inlined as data: URLs: the CSP allows fonts and images from the site itself only.
    assetsInlineLimit: 0,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the first load. A dynamic import
    // preloads only the styles of what it loads, which nothing else would fetch: a first load lists every script of its
    // page in its HTML (build/prerender.ts), and a page reached in the app was prefetched or fetches its imports itself.
    // The entry then holds no list of every page's scripts.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => d.endsWith('.css')) : deps) },
    manifest: false,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The library's modules have no side effects but their styles, as its package says ("sideEffects"): an example
      // that imports Table from its folder's index does not bring the schema the index also exports.
      treeshake: { moduleSideEffects: (id) => !id.startsWith(`${__dirname}/src/library/`) || id.endsWith('.css') },
      output: {
        // Vite takes a chunk whose file name holds "-legacy" for @vitejs/plugin-legacy's and injects its CSS as a <style>
        // element, which the CSP (style-src 'self') blocks: the table-legacy page's chunk is named with "_legacy" instead.
        chunkFileNames: (chunk) => `assets/${chunkName(chunk).replaceAll('-legacy', '_legacy')}-[hash].js`,
        // The packages every page runs on, in one chunk: left to the splitter, they land in as many chunks as there are
        // sets of pages that import them, each with its own imports and exports in the first load.
        codeSplitting: { groups: [{ name: 'runtime', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/ }] },
      },
    },
  },
  test: {
    root: __dirname,
    // A test file that renders is a .tsx file and gets a DOM (jsdom); any
    // other runs in Node, which starts in a fraction of jsdom's time. A .ts
    // test that needs a document (a hook rendered with renderHook, an
    // element it measures) says so in its first line:
    // `// @vitest-environment jsdom`.
    projects: [
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      { extends: true, test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] } },
    ],
    setupFiles: ['src/test-setup.ts'],
    // A worker runs its files one after another in one module graph and one
    // document (isolate: false): the suite in 58 s instead of 154 s on 2
    // cores. So a file sets up what it reads (the labels with initI18n, a
    // fresh icon registry with vi.resetModules) and the setup empties the page
    // after each test. To find a file that leans on another's leftovers, run a
    // project's files in another order:
    // `npx vitest run --config site/vite.config.ts --project dom --sequence.shuffle.files`.
    isolate: false,
    restoreMocks: true,
    // A test's budget guards against a hang, not against a slow machine: a
    // Drawer test that takes 1 s alone took over 5 s (the default) beside a
    // harness run on 2 cores. What a test checks never reads the clock.
    testTimeout: 30_000,
    // Vitest keeps a core for its main process, which mostly waits: on 2
    // cores that is one worker. A worker a core ran the suite in 0.78 of the
    // time beside a harness run, and worker threads in 0.80 of forks' (162 s
    // against 203 s, quiet, 2 cores).
    maxWorkers: availableParallelism(),
    pool: 'threads',
  },
}))
