/// <reference types="vite/client" />

declare module 'virtual:changelog' {
  /** the repository's CHANGELOG.md rendered to HTML at build time */
  const html: string
  export default html
}
