// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firstLoadFiles, type BundleFile } from './size-budget'

const chunk = (fileName: string, extra: Partial<BundleFile> = {}): BundleFile => ({ type: 'chunk', fileName, code: 'x', imports: [], viteMetadata: { importedCss: new Set() }, ...extra })

describe('firstLoadFiles', () => {
  const bundle: Record<string, BundleFile> = {
    'index.html': { type: 'asset', fileName: 'index.html', source: '<html>' },
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'], viteMetadata: { importedCss: new Set(['assets/index.css']) } }),
    'assets/vendor.js': chunk('assets/vendor.js'),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'a{}' },
    'assets/overview.js': chunk('assets/overview.js', { facadeModuleId: '/s/docs/pages/overview.tsx', imports: ['assets/shared.js'], viteMetadata: { importedCss: new Set(['assets/overview.css']) } }),
    'assets/overview.css': { type: 'asset', fileName: 'assets/overview.css', source: 'b{}' },
    'assets/shared.js': chunk('assets/shared.js'),
    'assets/button.js': chunk('assets/button.js', { facadeModuleId: '/s/docs/pages/usage-components-button.tsx' }),
  }
  it('follows the entry and the named modules through their imports and CSS', () => {
    expect(firstLoadFiles(bundle, ['/docs/pages/overview.tsx'])).toEqual(['assets/index.css', 'assets/index.js', 'assets/overview.css', 'assets/overview.js', 'assets/shared.js', 'assets/vendor.js', 'index.html'])
  })
  it('fails for a module with no chunk, so a renamed page cannot pass unmeasured', () => {
    expect(() => firstLoadFiles(bundle, ['/docs/pages/gone.tsx'])).toThrow('no chunk for /docs/pages/gone.tsx')
  })
})
