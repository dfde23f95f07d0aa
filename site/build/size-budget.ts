import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** BundleFile is the part of a Rollup output file the budget reads. */
export interface BundleFile {
  type: 'chunk' | 'asset'
  fileName: string
  code?: string
  source?: string | Uint8Array
  isEntry?: boolean
  facadeModuleId?: string | null
  /** moduleIds are the modules a chunk holds */
  moduleIds?: string[]
  /** originalFileNames are the sources an asset was built from, relative to the root */
  originalFileNames?: string[]
  imports?: string[]
  viteMetadata?: { importedCss: Set<string> }
}

/**
 * firstLoadFiles lists the files a browser needs for its first view of a
 * page: index.html, the entry chunk, the chunks whose module ids end with one
 * of lazyModules (the page and its locale), their static imports and their CSS.
 */
export function firstLoadFiles(bundle: Record<string, BundleFile>, lazyModules: string[]): string[] {
  const files = new Set<string>(['index.html'])
  const visit = (name: string) => {
    const f = bundle[name]
    if (!f || files.has(name)) return
    files.add(name)
    if (f.type !== 'chunk') return
    f.imports?.forEach(visit)
    f.viteMetadata?.importedCss.forEach((css) => files.add(css))
  }
  for (const f of Object.values(bundle)) {
    if (f.type !== 'chunk') continue
    if (f.isEntry || lazyModules.some((m) => f.facadeModuleId?.endsWith(m))) visit(f.fileName)
  }
  for (const m of lazyModules) {
    if (!Object.values(bundle).some((f) => f.facadeModuleId?.endsWith(m))) throw new Error(`size budget: no chunk for ${m}`)
  }
  return [...files].filter((f) => bundle[f]).sort()
}

/** gzipSize is the size of data compressed with gzip at its best level, as the server sends it. */
function gzipSize(data: string | Uint8Array): number {
  return gzipSync(data, { level: 9 }).length
}

interface Options {
  /** modules whose chunks the first load includes besides the entry, matched by suffix of their id */
  modules: string[]
  /** limit in bytes of the gzip-compressed total */
  limit: number
  /** report only: an overrun is a warning, not a failed build (a sensitivity trial's site, judged for what the harness catches) */
  reportOnly?: boolean
}

/** sizeBudget fails the build when the first load of a page is larger than the limit. */
export function sizeBudget({ modules, limit, reportOnly = false }: Options): Plugin {
  return {
    name: 'tessera:size-budget',
    apply: 'build',
    enforce: 'post',
    // after the prerender has written index.html with the overview in it: the files are read as written
    writeBundle(options, bundle) {
      const files = firstLoadFiles(bundle as unknown as Record<string, BundleFile>, modules)
      let total = 0
      const lines = files.map((name) => {
        const size = gzipSize(readFileSync(join(options.dir!, name)))
        total += size
        return `  ${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`
      })
      const summary = `first load of the overview (gzip): ${(total / 1024).toFixed(1)} KB of ${(limit / 1024).toFixed(0)} KB\n${lines.join('\n')}`
      if (total <= limit) this.info(summary)
      else if (reportOnly) this.warn(`size budget exceeded (reported only): ${summary}`)
      else this.error(`size budget exceeded: ${summary}`)
    },
  }
}
