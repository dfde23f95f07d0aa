import type { Plugin } from 'vite'

/**
 * dropFontFaces removes from a Fontsource style sheet the @font-face rules of
 * the given subsets; Fontsource opens each rule with a comment that names
 * its face (`/* noto-sans-vietnamese-400-normal *\/`).
 */
export function dropFontFaces(css: string, subsets: readonly string[]): string {
  return css.replace(/\/\* ([\w-]+) \*\/\s*@font-face\s*\{[^}]*\}\s*/g, (rule, face: string) => (subsets.some((s) => face.includes(`-${s}-`)) ? '' : rule))
}

/**
 * dropWoffFallbacks removes the WOFF source that follows each WOFF2 one in a
 * Fontsource style sheet: every browser the site supports reads WOFF2, so the
 * fallback only adds to the style sheet of every first load.
 */
export function dropWoffFallbacks(css: string): string {
  return css.replace(/,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g, '')
}

/**
 * fontSubsets keeps out of the site's CSS the @font-face rules of the script
 * subsets no page uses, so every page's first load carries fewer of them (a
 * rule's font file only loads when a page shows its glyphs; the rule itself
 * is in every page's style sheet), and the WOFF fallbacks of the rest.
 */
export function fontSubsets(unused: readonly string[]): Plugin {
  return {
    name: 'tessera:font-subsets',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null
      return { code: dropWoffFallbacks(dropFontFaces(code, unused)), map: null }
    },
  }
}
