import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { serializeIndex } from '../src/app/search/logic'
import { searchDocuments } from './search-docs'

const ID = 'virtual:search-index'
const RESOLVED = `\0${ID}`

/**
 * searchIndex builds the docs search index when the module
 * `virtual:search-index` is loaded (default export: the MiniSearch index as
 * JSON text). The search dialog imports it dynamically, so the index is a
 * hashed chunk of its own, fetched on the first search and never part of a
 * page's first load; once fetched it lives in memory and works offline.
 *
 * The documents come from the real modules (search-docs.ts): in the dev server
 * through its own SSR loader, in a build through a short-lived one, since the
 * client build cannot execute the zod schemas it bundles.
 */
export function searchIndex(): Plugin {
  let dev: ViteDevServer | undefined
  return {
    name: 'tessera:search-index',
    configureServer(server) {
      dev = server
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null
      const server = dev ?? (await createServer({ configFile: false, root: __dirname, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } }))
      try {
        const docs = await searchDocuments((file) => server.ssrLoadModule(file))
        const json = serializeIndex(docs)
        this.info(`search index: ${docs.length} documents, ${(json.length / 1024).toFixed(0)} KB of JSON`)
        return `export default ${JSON.stringify(json)}`
      } finally {
        if (server !== dev) await server.close()
      }
    },
  }
}
