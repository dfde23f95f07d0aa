import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { dropFontFaces, dropWoffFallbacks } from './font-subsets'

const css = readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans/400.css'), 'utf8')
const faces = (text: string) => [...text.matchAll(/\/\* ([\w-]+) \*\//g)].map((m) => m[1])

describe('dropFontFaces', () => {
  it('drops the rules of the named subsets and keeps the others whole', () => {
    const got = dropFontFaces(css, ['devanagari', 'vietnamese', 'greek-ext'])
    expect(faces(got)).toEqual(faces(css).filter((f) => !/-(devanagari|vietnamese|greek-ext)-/.test(f)))
    expect(faces(got)).toContain('noto-sans-greek-400-normal')
    expect(got.match(/@font-face/g)).toHaveLength(faces(got).length)
    expect(got.match(/unicode-range/g)).toHaveLength(faces(got).length)
  })

  it('leaves a sheet without such rules as it was', () => {
    expect(dropFontFaces(css, [])).toBe(css)
  })
})

describe('dropWoffFallbacks', () => {
  it('keeps the WOFF2 source of every rule and drops its WOFF one', () => {
    const got = dropWoffFallbacks(css)
    expect(css).toMatch(/\.woff\)/)
    expect(got).not.toMatch(/\.woff\)/)
    expect(got.match(/\.woff2\) format\('woff2'\)/g)).toHaveLength(faces(css).length)
    expect(got.match(/@font-face/g)).toHaveLength(faces(css).length)
  })
})
