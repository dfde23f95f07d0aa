/// <reference types="vite/client" />

declare module 'virtual:changelog' {
  /** the repository's CHANGELOG.md rendered to HTML at build time */
  const html: string
  export default html
}

declare module 'virtual:search-index' {
  /** the docs search index (MiniSearch) as JSON text, built from the sources at build time */
  const json: string
  export default json
}

declare module '*?docs' {
  /** what the docs show of each zod object schema the module exports, by its name: build/schema-docs.ts */
  const docs: Record<string, import('./docs/kit/prop-docs').SchemaDocs>
  export default docs
}
