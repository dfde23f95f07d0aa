import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { marked } from 'marked'
import type { Plugin } from 'vite'

const ID = 'virtual:changelog'
const RESOLVED = `\0${ID}`

/**
 * changelog renders the repository's CHANGELOG.md to HTML at build time and
 * serves it as the module `virtual:changelog` (default export: the HTML).
 */
export function changelog(file = resolve(__dirname, '../../CHANGELOG.md')): Plugin {
  return {
    name: 'tessera:changelog',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null
      this.addWatchFile(file)
      const html = marked.parse(readFileSync(file, 'utf8'), { async: false, gfm: true })
      return `export default ${JSON.stringify(html)}`
    },
  }
}
