import { describe, expect, it } from 'vitest'
import { chunkName, plainName, sharedChunkNames } from './chunk-names'

describe('chunkName', () => {
  it.each([
    [{ name: 'schema', facadeModuleId: '/r/site/src/library/button/schema.ts', moduleIds: [] }, 'button-schema'],
    [{ name: 'logic', facadeModuleId: null, moduleIds: ['/r/site/src/library/field/other.ts', '/r/site/src/library/field/logic.ts'] }, 'field-logic'],
    [{ name: 'Button', facadeModuleId: '/r/site/src/library/button/Button.tsx', moduleIds: [] }, 'Button'],
    [{ name: 'schema', facadeModuleId: null, moduleIds: [] }, 'schema'],
  ])('names %o %s', (chunk, want) => expect(chunkName(chunk)).toBe(want))
})

describe('sharedChunkNames', () => {
  it('names scripts that share a name but for their hash, not other assets', () => {
    expect(plainName('assets/button-schema-D3Wu4bbn.js')).toBe('assets/button-schema.js')
    expect(sharedChunkNames(['assets/schema-AAAAAAAA.js', 'assets/schema-BBBBBBBB.js', 'assets/logo-CCCCCCCC.svg', 'assets/logo-DDDDDDDD.svg', 'assets/a-EEEEEEEE.js'])).toEqual(['assets/schema.js'])
    expect(sharedChunkNames(['assets/a-EEEEEEEE.js', 'assets/b-EEEEEEEE.js'])).toEqual([])
  })
})
