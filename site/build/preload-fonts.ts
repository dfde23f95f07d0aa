import type { HtmlTagDescriptor, Plugin } from 'vite'

/**
 * fontFiles finds, for each stem, the emitted font whose name is the stem, a
 * dash and a hash. A stem that matches no file is an error: a font renamed by
 * its package must not lose its preload without a word.
 */
export function fontFiles(fileNames: string[], stems: string[]): string[] {
  return stems.map((stem) => {
    const file = fileNames.find((f) => f.startsWith(`assets/${stem}-`) && f.endsWith('.woff2'))
    if (!file) throw new Error(`preload fonts: no emitted font named ${stem}-<hash>.woff2; the font list in vite.config.ts names one the build no longer has`)
    return file
  })
}

/**
 * preloadFonts names the fonts of the first screen in index.html, so the
 * browser fetches them beside the scripts instead of after the first render
 * has asked for them. Text then paints once, in its own font: no paint in a
 * fallback face whose metrics move the page when the font arrives (a layout
 * shift of 0.27 on the overview at desktop width and 0.22 on the table page
 * before this).
 */
export function preloadFonts(stems: string[]): Plugin {
  let base = '/'
  return {
    name: 'tessera:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle) return []
        return fontFiles(Object.keys(ctx.bundle), stems).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: base + file, as: 'font', type: 'font/woff2', crossorigin: true },
          injectTo: 'head',
        }))
      },
    },
  }
}
