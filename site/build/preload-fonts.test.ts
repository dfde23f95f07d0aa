import { describe, expect, it } from 'vitest'
import { fontFiles } from './preload-fonts'

describe('fontFiles', () => {
  const emitted = ['assets/index-abc.js', 'assets/noto-sans-latin-400-normal-BTk.woff2', 'assets/noto-sans-latin-400-normal-x.woff', 'assets/noto-sans-latin-ext-400-normal-Q1.woff2']

  it('finds the woff2 file of each stem, not a longer stem that starts the same', () => {
    expect(fontFiles(emitted, ['noto-sans-latin-400-normal'])).toEqual(['assets/noto-sans-latin-400-normal-BTk.woff2'])
  })

  it('refuses a stem the build did not emit, naming it', () => {
    expect(() => fontFiles(emitted, ['noto-sans-latin-600-normal'])).toThrow(/no emitted font named noto-sans-latin-600-normal-<hash>\.woff2/)
  })
})
