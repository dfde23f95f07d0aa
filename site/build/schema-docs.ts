import { createServer, type Plugin, type ViteDevServer } from 'vite'

/** DOCS_QUERY marks an import of a schema module as what the docs show of its object schemas (schemaDocsModules). */
export const DOCS_QUERY = '?docs'

/**
 * schemaDocsModules loads "<module>?docs" as what the docs show of each zod
 * object schema the module exports, under the same name: its props table's
 * rows and rules and its playground's controls and defaults (SchemaDocs, as
 * JSON the build computed with kit/schema-docs.ts), and all of them by name
 * as the default export. A page imports its schemas so and carries no zod in
 * its first load.
 *
 * What only the schema can do, judging props (the Validation tables), is
 * `errors` in the server-side build, and in the browser `loadErrors`, which
 * imports the schema when a page reached in the app renders such a table (a
 * first load keeps the build's HTML and never needs it).
 *
 * The schemas run in Vite's SSR loader: the dev server's own, or a
 * short-lived one a build shares between its modules.
 */
export function schemaDocsModules({ kit, validate }: { kit: string; validate: string }): Plugin {
  let dev: ViteDevServer | undefined
  let loader: Promise<ViteDevServer> | undefined
  return {
    name: 'tessera:schema-docs',
    enforce: 'pre',
    configureServer(server) {
      dev = server
    },
    async resolveId(source, importer) {
      if (!source.endsWith(DOCS_QUERY) || !importer) return null
      const resolved = await this.resolve(source.slice(0, -DOCS_QUERY.length), importer, { skipSelf: true })
      return resolved ? `${resolved.id}${DOCS_QUERY}` : null
    },
    async load(id, options) {
      if (!id.endsWith(DOCS_QUERY)) return null
      const file = id.slice(0, -DOCS_QUERY.length)
      this.addWatchFile(file)
      const server = dev ?? (await (loader ??= createServer({ configFile: false, root: __dirname, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } })))
      const [mod, docs] = await Promise.all([server.ssrLoadModule(file), server.ssrLoadModule(kit)])
      const names = Object.keys(mod).filter((name) => docs.isObjectSchema(mod[name]))
      if (names.length === 0) this.error(`${file} exports no zod object schema: import ${DOCS_QUERY} only from a module that does`)
      const lines = names.map((name) => {
        const data = JSON.stringify(docs.schemaDocs(mod[name])).slice(0, -1)
        return options?.ssr
          ? `export const ${name} = ${data}, errors: (component, props) => propErrors(component, schemas.${name}, props) }`
          : `export const ${name} = ${data}, loadErrors: () => Promise.all([import(${JSON.stringify(file)}), import(${JSON.stringify(validate)})]).then(([m, v]) => (component, props) => v.propErrors(component, m.${name}, props)) }`
      })
      const ssr = [`import * as schemas from ${JSON.stringify(file)}`, `import { propErrors } from ${JSON.stringify(validate)}`]
      return [...(options?.ssr ? ssr : []), ...lines, `export default { ${names.join(', ')} }`].join('\n')
    },
    async buildEnd() {
      const server = await loader
      loader = undefined
      await server?.close()
    },
  }
}
