import type { Plugin } from 'vite'
import { siteJSON } from '../src/app/menu'

/**
 * siteJSONPlugin writes dist/site.json from the menu manifest, for the Go
 * server and the harness, with the CSP hashes of the page's inline scripts.
 */
export function siteJSONPlugin({ scriptHashes }: { scriptHashes: string[] }): Plugin {
  return {
    name: 'tessera:site-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site.json', source: `${JSON.stringify({ ...siteJSON(), scriptHashes }, null, 2)}\n` })
    },
  }
}
