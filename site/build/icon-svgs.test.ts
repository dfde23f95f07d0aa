import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bareSvg } from './icon-svgs'

describe('bareSvg', () => {
  it('drops the namespace and the 48 px size, and keeps the view box and the drawing', () => {
    const file = readFileSync(`${__dirname}/../../node_modules/@material-symbols/svg-400/outlined/close.svg`, 'utf8')
    const bare = bareSvg(file)
    expect(bare).toMatch(/^<svg viewBox="0 -960 960 960"><path d="m249-207[^"]*"\/><\/svg>$/)
  })

  it('refuses a drawing that does not start as the package draws them, quoting it', () => {
    expect(() => bareSvg('<svg viewBox="0 0 24 24"><path d="M0 0"/></svg>')).toThrow(/does not start as Material Symbols' do: <svg viewBox="0 0 24 24">/)
  })
})
