// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../../library/icon/names'
import { resultText, searchIcons, searchWords } from './icon-search'

describe('searchIcons', () => {
  it('returns the whole list for an empty query', () => {
    expect(searchIcons(ICON_NAMES, '  ')).toEqual([...ICON_NAMES])
  })

  it('matches every word, whatever separates them', () => {
    expect(searchWords('Arrow  up-down')).toEqual(['arrow', 'up', 'down'])
    expect(searchIcons(ICON_NAMES, 'arrow up')).toEqual(['arrow_up', 'arrow_up_down'])
    expect(searchIcons(ICON_NAMES, 'CHEVRON_DOUBLE')).toEqual(['chevron_double_down', 'chevron_double_left', 'chevron_double_right', 'chevron_double_up'])
  })

  it('finds nothing for an unknown word', () => {
    expect(searchIcons(ICON_NAMES, 'spaceship')).toEqual([])
  })
})

describe('resultText', () => {
  it('counts all, some and none', () => {
    expect(resultText(165, 165, '')).toBe('165 icons')
    expect(resultText(2, 165, ' arrow up ')).toBe('2 of 165 icons match “arrow up”')
    expect(resultText(0, 165, 'x')).toBe('No icon matches “x”')
  })
})
