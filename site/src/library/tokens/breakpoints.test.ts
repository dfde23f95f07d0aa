// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, TOP_BAR_BELOW } from './breakpoints'
import { TOP_BAR_QUERY } from '../use-media-query'

const SRC = resolve(__dirname, '../..')

/**
 * mediaWidthProblems lists the width media queries of a style sheet that are
 * not a breakpoint of the tokens: min-width at a breakpoint, or max-width just
 * below one (0.02 px, so the two never both match).
 */
function mediaWidthProblems(css: string, file: string): string[] {
  const widths = Object.values(BREAKPOINTS) as number[]
  const problems: string[] = []
  for (const m of css.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
    const px = Number(m[2])
    const ok = m[1] === 'min' ? widths.includes(px) : widths.some((w) => Math.abs(w - 0.02 - px) < 1e-9)
    if (!ok) {
      const line = css.slice(0, m.index).split('\n').length
      problems.push(`${file}:${line}: (${m[1]}-width: ${m[2]}px) is not a breakpoint of library/tokens/breakpoints.ts (${widths.join(', ')} px; max-width one 0.02 px below)`)
    }
  }
  return problems
}

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return styleSheets(path)
    return e.name.endsWith('.css') ? [path] : []
  })
}

describe('breakpoints', () => {
  it('are what the grid, the navbar and site.json read', () => {
    expect(BREAKPOINTS).toEqual({ sm: 600, md: 840, lg: 960, xl: 1280 })
    expect(TOP_BAR_BELOW).toBe(BREAKPOINTS.md)
    expect(TOP_BAR_QUERY).toBe('(max-width: 839.98px)')
  })

  it('are the only widths the style sheets query', () => {
    const sheets = styleSheets(SRC)
    expect(sheets.length).toBeGreaterThan(50)
    const problems = sheets.flatMap((f) => mediaWidthProblems(readFileSync(f, 'utf8'), relative(SRC, f)))
    expect(problems).toEqual([])
  })

  it.each([
    ['@media (min-width: 840px) {', 0],
    ['@media (max-width: 839.98px) {', 0],
    ['@media (max-width: 599.98px) and (min-width: 600px) {', 0],
    ['@media (max-width: 699.98px) {', 1],
    ['@media (min-width: 839.98px) {', 1],
    ['@media (max-width: 840px) {', 1],
    ['a {}\n@media (min-width: 700px) {', 1],
  ])('%s: %i problems', (css, n) => {
    expect(mediaWidthProblems(css, 'x.css')).toHaveLength(n)
  })

  it('names the file and line of a width that is not a breakpoint', () => {
    expect(mediaWidthProblems('a {}\n@media (min-width: 700px) {', 'x.css')[0]).toMatch(/^x\.css:2: \(min-width: 700px\) is not a breakpoint/)
  })
})
