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
