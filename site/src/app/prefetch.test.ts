// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { shouldPrefetch, type ConnectionLike } from './prefetch'

describe('shouldPrefetch', () => {
  const cases: Array<[string, ConnectionLike | undefined, boolean, boolean]> = [
    ['no connection info, online', undefined, true, true],
    ['4g', { effectiveType: '4g' }, true, true],
    ['3g', { effectiveType: '3g' }, true, true],
    ['2g', { effectiveType: '2g' }, true, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, true, false],
    ['save-data', { saveData: true, effectiveType: '4g' }, true, false],
    ['save-data off', { saveData: false }, true, true],
    ['offline', undefined, false, false],
    ['offline on 4g', { effectiveType: '4g' }, false, false],
  ]
  it.each(cases)('%s', (_name, connection, online, want) => {
    expect(shouldPrefetch(connection, online)).toBe(want)
  })
})
