import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { tokensCSS } from '../src/library/tokens/css'

/** TOKENS_CSS_FILE is the generated stylesheet, imported by main.tsx like any CSS file. */
const TOKENS_CSS_FILE = resolve(__dirname, '../src/library/tokens.css')

/** writeTokensCSS writes the stylesheet from the token source when it differs, and tells whether it did. */
export function writeTokensCSS(file = TOKENS_CSS_FILE): boolean {
  const css = tokensCSS()
  let current = ''
  try {
    current = readFileSync(file, 'utf8')
  } catch {
    // not there yet: write it
  }
  if (current === css) return false
  writeFileSync(file, css)
  return true
}

/**
 * tokens keeps library/tokens.css in step with library/tokens/tokens.ts: at
 * the start of every build and dev server (the dev server restarts when the
 * token source, a dependency of the config, changes), it regenerates the file
 * if it is stale. The file stays an ordinary stylesheet in the repository, so
 * it can be read and diffed; a Vitest test fails when it is out of date.
 */
export function tokens(file = TOKENS_CSS_FILE): Plugin {
  return {
    name: 'tessera:tokens',
    buildStart() {
      if (writeTokensCSS(file)) this.info(`regenerated ${file} from the token source`)
    },
  }
}
