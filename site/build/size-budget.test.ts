// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoadFiles, sizeBudget, type BundleFile } from './size-budget'

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

describe('sizeBudget', () => {
  // a first load of one entry: 4,000 random bytes, which gzip cannot shrink below 1,024
  const dir = mkdtempSync(join(tmpdir(), 'size-budget-'))
  writeFileSync(join(dir, 'index.js'), randomBytes(4000))
  const bundle = { 'index.js': chunk('index.js', { isEntry: true }) }
  const write = (reportOnly?: boolean) => {
    const said: string[] = []
    const context = {
      info: (m: string) => said.push(`info: ${m}`),
      warn: (m: string) => said.push(`warn: ${m}`),
      error: (m: string) => {
        throw new Error(m)
      },
    }
    const hook = sizeBudget({ modules: [], limit: 1024, reportOnly }).writeBundle as unknown as (this: typeof context, o: { dir: string }, b: unknown) => void
    hook.call(context, { dir }, bundle)
    return said
  }
  it('fails the build when the first load is over the limit', () => {
    expect(() => write()).toThrow(/^size budget exceeded: first load of the overview \(gzip\): [\d.]+ KB of 1 KB/)
  })
  it('reports the overrun as a warning when asked to report only', () => {
    expect(write(true)).toEqual([expect.stringMatching(/^warn: size budget exceeded \(reported only\): first load/)])
  })
})
