// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { moveStyles, restoreStyles, STYLE_ATTRIBUTE } from './inline-styles'

describe('moveStyles', () => {
  it.each([
    ['no style', '<p>hi</p>', '<p>hi</p>', ''],
    ['one', '<div class="a" style="width:5rem">x</div>', `<div class="a" ${STYLE_ATTRIBUTE}="width:5rem">x</div>`, `[${STYLE_ATTRIBUTE}="width:5rem"]{width:5rem !important}\n`],
    [
      'a custom property, twice, one rule',
      '<i style="--c:1"></i><b style="--c:1"></b>',
      `<i ${STYLE_ATTRIBUTE}="--c:1"></i><b ${STYLE_ATTRIBUTE}="--c:1"></b>`,
      `[${STYLE_ATTRIBUTE}="--c:1"]{--c:1 !important}\n`,
    ],
    [
      'escaped quotes',
      '<p style="font-family:&quot;Noto Sans&quot;;color:red">x</p>',
      `<p ${STYLE_ATTRIBUTE}="font-family:&quot;Noto Sans&quot;;color:red">x</p>`,
      `[${STYLE_ATTRIBUTE}="font-family:\\"Noto Sans\\";color:red"]{font-family:"Noto Sans" !important;color:red !important}\n`,
    ],
    ['data-style is not style', '<span data-style="mint">x</span>', '<span data-style="mint">x</span>', ''],
    ['text that reads like one', '<code>&lt;p style=&quot;x&quot;&gt;</code>', '<code>&lt;p style=&quot;x&quot;&gt;</code>', ''],
  ])('%s', (_, markup, want, css) => {
    expect(moveStyles(markup)).toEqual({ markup: want, css })
  })
})

describe('restoreStyles', () => {
  it('sets the style through the CSSOM and drops the attribute', () => {
    const root = document.createElement('div')
    root.innerHTML = moveStyles('<p style="width:5rem;--c:1">x</p><p>y</p>').markup
    restoreStyles(root)
    const p = root.querySelector('p')!
    expect(p.hasAttribute(STYLE_ATTRIBUTE)).toBe(false)
    expect(p.style.width).toBe('5rem')
    expect(p.style.getPropertyValue('--c')).toBe('1')
  })
})
