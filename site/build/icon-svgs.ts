import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** ICON_SVG matches an import of a Material Symbols drawing as text: the library's icons (icon/icons.ts, icon/lazy-icons.ts). */
const ICON_SVG = /[\\/]@material-symbols[\\/]svg-400[\\/][a-z]+[\\/][a-z0-9_]+\.svg\?raw$/

/**
 * bareSvg drops from a drawing's <svg> what an inline SVG in an HTML page does
 * not read: the namespace (the HTML parser gives <svg> its own) and the 48 px
 * width and height (the icon's stylesheet sizes it). Every page that draws an
 * icon carries the drawing twice, in its HTML and in the shell's scripts.
 */
export function bareSvg(svg: string): string {
  const bare = svg.trim().replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="48" height="48" /, '<svg ')
  if (bare === svg.trim()) throw new Error(`icon svgs: a drawing does not start as Material Symbols' do: ${svg.slice(0, 100)}`)
  return bare
}

/** iconSvgs loads each Material Symbols drawing imported as text (?raw) without what bareSvg drops. */
export function iconSvgs(): Plugin {
  return {
    name: 'tessera:icon-svgs',
    enforce: 'pre',
    load(id) {
      if (!ICON_SVG.test(id)) return null
      return `export default ${JSON.stringify(bareSvg(readFileSync(id.slice(0, -'?raw'.length), 'utf8')))}`
    },
  }
}
