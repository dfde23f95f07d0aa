// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { initials } from './logic'

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  Grace   Brewster Hopper ', 'GH'],
    ['Юлія Коваль', 'ЮК'],
  ])('%s', (name, want) => expect(initials(name)).toBe(want))
})
