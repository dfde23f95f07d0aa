import { describe, expect, it } from 'vitest'
import { chunkFiles, clientOnlyBoundaries, italicUsed, localePageFile, pageFile, pageHTML, type Head } from './prerender'
import type { BundleFile } from './size-budget'
import { LAYOUT_SCRIPT } from './head-script'

const template = `<!doctype html>
<html lang="en-US">
  <head>
    <meta name="description" content="Tessera: docs." />
    <title>Tessera</title>
    <script type="module" crossorigin src="/tessera/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/tessera/assets/runtime.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const head: Head = { title: 'Button · Tessera', description: 'Buttons & "groups".', canonical: '/tessera/usage/components/button', scripts: ['/tessera/assets/a.js'], styles: ['/tessera/assets/a.css'], held: [], fonts: [] }

describe('pageHTML', () => {
  it('fills the title, description, links, markup and data', () => {
    const html = pageHTML(template, head, '<main>Button</main>', { loaderData: { root: { theme: 'default' } }, labels: {} })
    expect(html).toContain('<title>Button · Tessera</title>')
    expect(html).toContain('<meta name="description" content="Buttons &amp; &quot;groups&quot;." />')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/tessera/assets/a.css">')
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<script type="application/json" id="scripts">["/tessera/assets/index.js","/tessera/assets/runtime.js","/tessera/assets/a.js"]</script>')
    expect(html).toContain('<link rel="canonical" href="/tessera/usage/components/button">')
    expect(html).toContain('<div id="root"><main>Button</main></div>')
    expect(html).toContain('<script type="application/json" id="route-data">{"loaderData":{"root":{"theme":"default"}},"labels":{}}</script>')
  })

  it('names the sheets the page sheet holds as disabled links, and the fonts it preloads', () => {
    const html = pageHTML(template, { ...head, held: ['/tessera/assets/Button.css'], fonts: ['/tessera/assets/italic.woff2'] }, '', { loaderData: {}, labels: {} })
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/tessera/assets/Button.css" disabled>')
    expect(html).toContain('<link rel="preload" href="/tessera/assets/italic.woff2" as="font" type="font/woff2" crossorigin>')
  })

  it('ends a page with blocks whose layout waits with the script that lays them out, before its scripts', () => {
    const data = { loaderData: {}, labels: {} }
    const html = pageHTML(template, head, '<main><div data-defer-layout="">table</div></main>', data)
    expect(html).toContain(`<script>${LAYOUT_SCRIPT}</script>\n    <script type="application/json" id="scripts">`)
    expect(pageHTML(template, head, '<main>Button</main>', data)).not.toContain(LAYOUT_SCRIPT)
  })

  it('escapes what would end the data element', () => {
    expect(pageHTML(template, head, '', { loaderData: { x: '</script><script>alert(1)' }, labels: {} })).toContain('"\\u003c/script>\\u003cscript>alert(1)"')
  })

  it.each(['<title>', 'meta description', '</head>', 'empty <div id="root">', 'module script'])('fails on a template without %s', (what) => {
    const broken = {
      '<title>': template.replace(/<title>.*<\/title>/, ''),
      'meta description': template.replace(/<meta name="description"[^>]*>/, ''),
      '</head>': template.replace('</head>', ''),
      'empty <div id="root">': template.replace('<div id="root"></div>', '<div id="root">x</div>'),
      'module script': template.replace(/<script type="module"[^>]*><\/script>/, ''),
    }[what]!
    expect(() => pageHTML(broken, head, '', { loaderData: {}, labels: {} })).toThrow(`index.html has no ${what}`)
  })
})

describe('pageFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/404', '404.html'],
    ['/changelog', 'changelog.html'],
    ['/usage/components/button', 'usage/components/button.html'],
  ])('%s is %s', (path, file) => expect(pageFile(path, '/404')).toBe(file))
})

describe('localePageFile', () => {
  it.each([
    ['index.html', 'en-US', 'index.html'],
    ['index.html', 'de-DE', 'index.de-DE.html'],
    ['usage/components/button.html', 'ja-JP', 'usage/components/button.ja-JP.html'],
  ] as const)('%s in %s is %s', (file, locale, want) => {
    expect(localePageFile(file, locale)).toBe(want)
  })
})

describe('chunkFiles', () => {
  const chunk = (fileName: string, imports: string[], css: string[] = []): BundleFile => ({ type: 'chunk', fileName, imports, viteMetadata: { importedCss: new Set(css) } })
  const bundle: Record<string, BundleFile> = {
    'page.js': chunk('page.js', ['kit.js', 'lib.js'], ['page.css']),
    'kit.js': chunk('kit.js', ['lib.js'], ['kit.css']),
    'lib.js': chunk('lib.js', [], ['lib.css']),
  }
  it('lists a chunk, its imports, then its CSS, as the preload helper does', () => {
    expect([...chunkFiles(bundle, 'page.js')]).toEqual(['page.js', 'kit.js', 'lib.js', 'lib.css', 'kit.css', 'page.css'])
  })
})

describe('clientOnlyBoundaries', () => {
  it('counts the boundaries a server render gave up on', () => {
    const cases: [string, number][] = [
      ['<div><!--$--><p>live</p><!--/$--></div>', 0],
      ['<div><!--$!--><template></template><!--/$--></div>', 1],
      ['<!--$!--><template data-dgst="x"></template><!--/$--><!--$--><b></b><!--/$--><!--$!--><!--/$-->', 2],
    ]
    for (const [markup, want] of cases) expect(clientOnlyBoundaries(markup), markup).toBe(want)
  })
})

describe('italicUsed', () => {
  const css = '.prose_a1{color:red}.none_b2,.other_c3 td{color:grey;font-style:italic}.upright_d4{font-style:normal}'
  it.each([
    ['<td><span class="none_b2">none</span></td>', true],
    ['<td class="x other_c3">—</td>', true],
    ['<p>Some <em>stress</em>.</p>', true],
    ['<p><i class="q">a term</i></p>', true],
    ['<p class="prose_a1 upright_d4">plain</p>', false],
    ['<p class="none_b2x">a class that only starts like one</p>', false],
    ['<p>an <img> and <input></p>', false],
  ])('%s: %s', (markup, want) => expect(italicUsed(css, markup)).toBe(want))
})
