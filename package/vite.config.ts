/**
 * Builds @tessera-ds/library from the library's sources (site/src/library) and
 * the locale files, in Vite's library mode, into package/dist:
 *
 *   index.js, button.js, select.js, ...  one ES module entry per component folder
 *                                        with an index.ts, plus the root (index.js)
 *   chunks/                               code shared between entries; zod schemas
 *                                        stay separate chunks, loaded when idle
 *   *.css                                 each chunk's CSS, imported by that chunk,
 *                                        so an app gets the CSS of what it imports
 *   tokens.css, utilities.css, fonts.css, fonts-ja.css, loadings/loadings.css, locales/*.json
 *   package.json                          package/package.json with the exports map
 *
 * The declarations (dist/types) come from tsc (package/tsconfig.json).
 */
import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { posix, resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { iconSvgs } from '../site/build/icon-svgs'

const LIBRARY = resolve(import.meta.dirname, '../site/src/library')
const LOCALES = resolve(import.meta.dirname, '../locales')

/** COMPONENTS are the library's folders with a public entry (index.ts); the others are internal. */
const COMPONENTS = readdirSync(LIBRARY, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(resolve(LIBRARY, d.name, 'index.ts')))
  .map((d) => d.name)
  .sort()

/** ENTRIES maps an entry's output name (its export path) to its source. */
const ENTRIES: Record<string, string> = {
  index: resolve(LIBRARY, 'index.ts'),
  ...Object.fromEntries(COMPONENTS.map((name) => [name, resolve(LIBRARY, name, 'index.ts')])),
  'icon/names': resolve(LIBRARY, 'icon/names.ts'),
}

/** STATIC_FILES are copied as they are: output name to source. */
const STATIC_FILES: Record<string, string> = {
  'tokens.css': resolve(LIBRARY, 'tokens.css'),
  'utilities.css': resolve(LIBRARY, 'utilities.css'),
  'loadings/loadings.css': resolve(LIBRARY, 'loadings/loadings.css'),
  'fonts.css': resolve(import.meta.dirname, 'fonts.css'),
  'fonts-ja.css': resolve(import.meta.dirname, 'fonts-ja.css'),
  ...Object.fromEntries(readdirSync(LOCALES).filter((f) => f.endsWith('.json')).map((f) => [`locales/${f}`, resolve(LOCALES, f)])),
}

const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8'))
const rootManifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8'))

/** RUNTIME are the packages the built code imports: the package's dependencies and peers, never bundled. */
const RUNTIME = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]

/** isExternal tells whether an import is one of the runtime packages (or a file of one): those stay imports. */
const isExternal = (id: string) => RUNTIME.some((pkg) => id === pkg || id.startsWith(`${pkg}/`))

/**
 * sameVersions fails the build when the package asks for another version of a
 * dependency than the site is built and tested with (root package.json).
 */
function sameVersions(): Plugin {
  return {
    name: 'tessera:package-versions',
    buildStart() {
      const wanted: Record<string, string> = { ...manifest.dependencies, ...manifest.peerDependencies }
      for (const [name, range] of Object.entries(wanted)) {
        const have = rootManifest.dependencies[name]
        if (!have) this.error(`package/package.json: ${name} is not a dependency of the root package.json`)
        if (range !== have && range !== `^${have}`) this.error(`package/package.json: ${name} is ${range}, the root package.json has ${have}`)
      }
    },
  }
}

/**
 * importChunkCSS makes every chunk import its own CSS file. Library mode writes
 * a chunk's CSS beside it but leaves the import to the app; with the import in
 * the chunk, an app that imports Button gets Button's CSS and no other, and
 * `sideEffects` (CSS only) keeps exactly those imports.
 */
function importChunkCSS(): Plugin {
  return {
    name: 'tessera:import-chunk-css',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.viteMetadata?.importedCss.size) continue
        const dir = posix.dirname(chunk.fileName)
        const imports = [...chunk.viteMetadata.importedCss].map((css) => {
          const path = posix.relative(dir, css)
          return `import '${path.startsWith('.') ? path : `./${path}`}';\n`
        })
        chunk.code = imports.join('') + chunk.code
      }
    },
  }
}

/** packageFiles emits the static files and the package's package.json, with one export per entry. */
function packageFiles(): Plugin {
  return {
    name: 'tessera:package-files',
    generateBundle() {
      for (const [fileName, source] of Object.entries(STATIC_FILES)) this.emitFile({ type: 'asset', fileName, source: readFileSync(source) })
      const exports: Record<string, unknown> = {}
      for (const name of Object.keys(ENTRIES)) {
        const types = name === 'index' ? './types/index.d.ts' : existsSync(resolve(LIBRARY, name, 'index.ts')) ? `./types/${name}/index.d.ts` : `./types/${name}.d.ts`
        exports[name === 'index' ? '.' : `./${name}`] = { types, default: `./${name}.js` }
      }
      for (const fileName of Object.keys(STATIC_FILES)) if (!fileName.startsWith('locales/')) exports[`./${fileName}`] = `./${fileName}`
      exports['./locales/*.json'] = './locales/*.json'
      exports['./package.json'] = './package.json'
      this.emitFile({ type: 'asset', fileName: 'package.json', source: `${JSON.stringify({ ...manifest, exports }, null, 2)}\n` })
    },
  }
}

export default defineConfig({
  root: import.meta.dirname,
  // Nothing public: the package is code and CSS, and its fonts come from its dependencies.
  publicDir: false,
  // The icons' drawings as the site draws them (site/build/icon-svgs.ts).
  plugins: [iconSvgs(), sameVersions(), react(), importChunkCSS(), packageFiles()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One CSS file per chunk, imported by it (importChunkCSS), instead of one style.css for everything.
    cssCodeSplit: true,
    // Nothing inlined as data: URLs: an app's CSP may allow fonts and images from itself only.
    assetsInlineLimit: 0,
    minify: false,
    sourcemap: false,
    target: 'es2022',
    lib: { entry: ENTRIES, formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'styles/[name]-[hash][extname]',
      },
    },
  },
})
