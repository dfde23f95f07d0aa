import type { Plugin } from 'vite'
import { siteJSON } from '../src/app/menu'

/** siteJSONPlugin writes dist/site.json from the menu manifest, for the Go server and the harness. */
export function siteJSONPlugin(): Plugin {
  return {
    name: 'tessera:site-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site.json', source: `${JSON.stringify(siteJSON(), null, 2)}\n` })
    },
  }
}
