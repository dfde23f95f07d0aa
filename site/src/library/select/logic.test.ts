// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  collapseTags,
  emptyReason,
  filterOptions,
  INITIAL_STATE,
  isAtMaximum,
  matchesQuery,
  moveHighlight,
  openingHighlight,
  optionLabel,
  removeLast,
  removeValue,
  resolveHighlight,
  selectTransition,
  sortOptions,
  toggleValue,
  withMaximum,
  type SelectContext,
  type SelectEvent,
  type SelectOption,
  type SelectState,
} from './logic'

const opt = (label: string, value: string | number = label.toLowerCase(), isDisabled = false): SelectOption => ({ label, value, isDisabled })
const labels = (options: readonly SelectOption[]) => options.map((o) => o.label)

describe('sortOptions', () => {
  it('sorts by label, numbers as numbers and ignoring case', () => {
    const options = [opt('Size 10'), opt('size 2'), opt('Size 1'), opt('apple'), opt('Banana'), opt('Äpfel')]
    expect(labels(sortOptions(options, { locale: 'en-US' }))).toEqual(['Äpfel', 'apple', 'Banana', 'Size 1', 'size 2', 'Size 10'])
  })
  it('keeps the given order of equal labels and never changes its argument', () => {
    const options = [opt('b', 1), opt('A', 2), opt('a', 3)]
    const sorted = sortOptions(options, { locale: 'en-US' })
    expect(sorted.map((o) => o.value)).toEqual([2, 3, 1])
    expect(options.map((o) => o.value)).toEqual([1, 2, 3])
  })
  it('keeps the given order with isUnsorted', () => {
    const options = [opt('High'), opt('Medium'), opt('Low')]
    const unsorted = sortOptions(options, { isUnsorted: true })
    expect(labels(unsorted)).toEqual(['High', 'Medium', 'Low'])
    expect(unsorted).not.toBe(options)
  })
})

describe('filtering by the query', () => {
  it('matches a part of the label, ignoring case, accents and extra spaces', () => {
    expect(matchesQuery('Stainless steel', 'STEEL')).toBe(true)
    expect(matchesQuery('Crème brûlée', 'creme bru')).toBe(true)
    expect(matchesQuery('Stainless steel', '  stainless   steel ')).toBe(true)
    expect(matchesQuery('Brass', 'steel')).toBe(false)
  })
  it('a blank query matches everything', () => {
    expect(matchesQuery('Brass', '')).toBe(true)
    expect(matchesQuery('Brass', '   ')).toBe(true)
  })
  it('keeps the matching options in their order', () => {
    expect(labels(filterOptions([opt('Copper'), opt('Brass'), opt('Cobalt')], 'co'))).toEqual(['Copper', 'Cobalt'])
  })
})

describe('maximumSelectable', () => {
  const options = [opt('A'), opt('B'), opt('C'), opt('D', 'd', true)]
  it('is reached at the maximum, never without one', () => {
    expect(isAtMaximum(['a'], 2)).toBe(false)
    expect(isAtMaximum(['a', 'b'], 2)).toBe(true)
    expect(isAtMaximum(['a', 'b', 'c'], undefined)).toBe(false)
  })
  it('disables the options not selected once reached; selected ones stay enabled', () => {
    const capped = withMaximum(options, ['a', 'b'], 2)
    expect(capped.map((o) => [o.value, !!o.isDisabled])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
      ['d', true],
    ])
    expect(options[2].isDisabled).toBe(false)
  })
  it('changes nothing below the maximum', () => {
    expect(withMaximum(options, ['a'], 2)).toEqual(options)
  })
})

describe('collapseTags', () => {
  it('shows every tag without collapseTagsAfter or within it', () => {
    expect(collapseTags(5)).toEqual({ shown: 5, hidden: 0 })
    expect(collapseTags(2, 2)).toEqual({ shown: 2, hidden: 0 })
  })
  it('shows collapseTagsAfter tags and counts the rest for +k', () => {
    expect(collapseTags(5, 2)).toEqual({ shown: 2, hidden: 3 })
    expect(collapseTags(3, 0)).toEqual({ shown: 0, hidden: 3 })
  })
})

describe('emptyReason', () => {
  it('is noData without options, noMatch when the query matches none, else null', () => {
    expect(emptyReason(0, 0)).toBe('noData')
    expect(emptyReason(3, 0)).toBe('noMatch')
    expect(emptyReason(3, 1)).toBeNull()
  })
})

describe('values', () => {
  it('optionLabel finds the label, or shows an unknown value as itself', () => {
    expect(optionLabel([opt('Brass', 1)], 1)).toBe('Brass')
    expect(optionLabel([opt('Brass', 1)], '1')).toBe('1')
  })
  it('toggleValue adds at the end or removes', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b'])
    expect(toggleValue([1], '1')).toEqual([1, '1'])
  })
  it('removeValue and removeLast', () => {
    expect(removeValue(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
    expect(removeLast(['a', 'b', 'c'])).toEqual(['a', 'b'])
    expect(removeLast([])).toEqual([])
  })
})

describe('moveHighlight', () => {
  const options = [opt('A'), opt('B', 'b', true), opt('C'), opt('D')]
  it('moves down cyclically, skipping disabled options', () => {
    expect(moveHighlight(options, 'a', 1)).toBe('c')
    expect(moveHighlight(options, 'c', 1)).toBe('d')
    expect(moveHighlight(options, 'd', 1)).toBe('a')
  })
  it('moves up cyclically', () => {
    expect(moveHighlight(options, 'c', -1)).toBe('a')
    expect(moveHighlight(options, 'a', -1)).toBe('d')
  })
  it('starts at the first (down) or last (up) without a highlight', () => {
    expect(moveHighlight(options, null, 1)).toBe('a')
    expect(moveHighlight(options, null, -1)).toBe('d')
    expect(moveHighlight(options, 'gone', 1)).toBe('a')
  })
  it('has nothing to highlight when every option is disabled', () => {
    expect(moveHighlight([opt('A', 'a', true)], null, 1)).toBeNull()
  })
})

describe('openingHighlight', () => {
  const options = [opt('A', 'a', true), opt('B'), opt('C')]
  it('is a single select’s enabled value, else the first enabled option', () => {
    expect(openingHighlight(options, { selected: ['c'], multiple: false })).toBe('c')
    expect(openingHighlight(options, { selected: ['a'], multiple: false })).toBe('b')
    expect(openingHighlight(options, { selected: [], multiple: false })).toBe('b')
  })
  it('is the first enabled option for a multi select, the last from the end', () => {
    expect(openingHighlight(options, { selected: ['c'], multiple: true })).toBe('b')
    expect(openingHighlight(options, { selected: [], multiple: true }, 'end')).toBe('c')
  })
})

describe('selectTransition', () => {
  const options = [opt('Aluminium'), opt('Brass'), opt('Copper'), opt('Titanium', 'titanium', true)]
  const single: SelectContext = { options, selected: [], multiple: false }
  const multi: SelectContext = { options, selected: [], multiple: true }
  const run = (ctx: SelectContext, events: SelectEvent[], from: SelectState = INITIAL_STATE) => {
    let state = from
    const effects = []
    for (const e of events) {
      const r = selectTransition(state, e, ctx)
      state = r.state
      if (r.effect) effects.push(r.effect)
    }
    return { state, effects }
  }
  const openAt = (highlight: string | null, query = ''): SelectState => ({ status: 'open', query, highlight })

  it('opens on focus and on click, highlighting the first enabled option', () => {
    expect(run(single, [{ type: 'focus' }]).state).toEqual(openAt('aluminium'))
    expect(run(single, [{ type: 'click' }]).state).toEqual(openAt('aluminium'))
  })
  it('a click on an open dropdown keeps it open', () => {
    expect(run(single, [{ type: 'click' }], openAt('copper')).state).toEqual(openAt('copper'))
  })
  it('opens on ArrowDown at the first option and on ArrowUp at the last enabled one', () => {
    expect(run(single, [{ type: 'arrowDown' }]).state).toEqual(openAt('aluminium'))
    expect(run(single, [{ type: 'arrowUp' }]).state).toEqual(openAt('copper'))
  })
  it('opens at a single select’s value', () => {
    expect(run({ ...single, selected: ['brass'] }, [{ type: 'focus' }]).state).toEqual(openAt('brass'))
  })
  it('the arrows move the highlight cyclically, skipping disabled options', () => {
    const down = run(single, [{ type: 'focus' }, { type: 'arrowDown' }, { type: 'arrowDown' }])
    expect(down.state.highlight).toBe('copper')
    expect(run(single, [{ type: 'arrowDown' }], down.state).state.highlight).toBe('aluminium')
    expect(run(single, [{ type: 'arrowUp' }], openAt('aluminium')).state.highlight).toBe('copper')
  })
  it('Enter picks the highlighted option; a single select closes', () => {
    const r = run(single, [{ type: 'focus' }, { type: 'arrowDown' }, { type: 'enter' }])
    expect(r.effects).toEqual([{ type: 'pick', value: 'brass' }])
    expect(r.state).toEqual(INITIAL_STATE)
  })
  it('Enter with nothing highlighted, or closed, does nothing', () => {
    expect(run(single, [{ type: 'enter' }])).toEqual({ state: INITIAL_STATE, effects: [] })
    expect(run(single, [{ type: 'enter' }], openAt(null, 'zzz'))).toEqual({ state: openAt(null, 'zzz'), effects: [] })
  })
  it('a multi select stays open after a pick, keeping the query, with the picked option highlighted', () => {
    const r = run(multi, [{ type: 'type', query: 'r' }, { type: 'arrowDown' }, { type: 'enter' }])
    expect(r.effects).toEqual([{ type: 'pick', value: 'copper' }])
    expect(r.state).toEqual(openAt('copper', 'r'))
  })
  it('clearOnSelect clears a multi select’s query after a pick', () => {
    const r = run({ ...multi, clearOnSelect: true }, [{ type: 'type', query: 'bra' }, { type: 'enter' }])
    expect(r.effects).toEqual([{ type: 'pick', value: 'brass' }])
    expect(r.state).toEqual(openAt('brass', ''))
  })
  it('a multi select closes after the pick that reaches maximumSelectable, not after one that removes', () => {
    const ctx = { ...multi, selected: ['aluminium'], maximumSelectable: 2 }
    expect(run(ctx, [{ type: 'pick', value: 'brass' }], openAt('brass')).state).toEqual(INITIAL_STATE)
    expect(run(ctx, [{ type: 'pick', value: 'aluminium' }], openAt('brass')).state).toEqual(openAt('aluminium'))
    expect(run({ ...multi, maximumSelectable: 1 }, [{ type: 'focus' }, { type: 'enter' }]).state).toEqual(INITIAL_STATE)
  })
  it('a click picks any enabled, listed option; a disabled or filtered-out one is ignored', () => {
    expect(run(single, [{ type: 'pick', value: 'copper' }], openAt('aluminium')).effects).toEqual([{ type: 'pick', value: 'copper' }])
    expect(run(single, [{ type: 'pick', value: 'titanium' }], openAt('aluminium'))).toEqual({ state: openAt('aluminium'), effects: [] })
    expect(run(single, [{ type: 'pick', value: 'copper' }], openAt('brass', 'bra')).effects).toEqual([])
    expect(run(single, [{ type: 'pick', value: 'copper' }]).effects).toEqual([])
  })
  it('disabled options (also by maximumSelectable) cannot be picked', () => {
    const capped = { ...multi, options: withMaximum(options, ['aluminium'], 1), selected: ['aluminium'], maximumSelectable: 1 }
    expect(run(capped, [{ type: 'focus' }, { type: 'arrowDown' }]).state.highlight).toBe('aluminium')
    expect(run(capped, [{ type: 'pick', value: 'brass' }], openAt('aluminium')).effects).toEqual([])
  })
  it('typing opens and filters, highlighting the first match', () => {
    expect(run(single, [{ type: 'type', query: 'pp' }]).state).toEqual(openAt('copper', 'pp'))
    expect(run(single, [{ type: 'type', query: 'xyz' }]).state).toEqual(openAt(null, 'xyz'))
    expect(run(single, [{ type: 'type', query: 'tit' }]).state).toEqual(openAt(null, 'tit'))
  })
  it('the arrows move only over the listed options', () => {
    const r = run(single, [{ type: 'type', query: 'a' }, { type: 'arrowDown' }, { type: 'arrowDown' }])
    // Aluminium and Brass match “a” (Titanium too, but it is disabled)
    expect(r.state.highlight).toBe('aluminium')
  })
  it('hover highlights an enabled, listed option', () => {
    expect(run(single, [{ type: 'hover', value: 'copper' }], openAt('aluminium')).state.highlight).toBe('copper')
    expect(run(single, [{ type: 'hover', value: 'titanium' }], openAt('aluminium')).state.highlight).toBe('aluminium')
  })
  it('Escape, close and blur close and drop the query', () => {
    for (const type of ['escape', 'close', 'blur'] as const) {
      expect(run(single, [{ type }], openAt('brass', 'bra')).state).toEqual(INITIAL_STATE)
      expect(run(single, [{ type }]).state).toBe(INITIAL_STATE)
    }
  })
  it('Backspace on an empty query removes a multi select’s last tag', () => {
    const ctx = { ...multi, selected: ['brass', 'copper'] }
    expect(run(ctx, [{ type: 'backspace' }], openAt('brass')).effects).toEqual([{ type: 'removeLast' }])
    expect(run(ctx, [{ type: 'backspace' }]).effects).toEqual([{ type: 'removeLast' }])
  })
  it('Backspace does nothing with a query, without tags, or in a single select', () => {
    expect(run({ ...multi, selected: ['brass'] }, [{ type: 'backspace' }], openAt('brass', 'b')).effects).toEqual([])
    expect(run(multi, [{ type: 'backspace' }], openAt('brass')).effects).toEqual([])
    expect(run({ ...single, selected: ['brass'] }, [{ type: 'backspace' }], openAt('brass')).effects).toEqual([])
  })
  it('a busy (disabled or loading) select never opens and closes if open', () => {
    const busy = { ...single, isBusy: true }
    for (const e of [{ type: 'focus' }, { type: 'click' }, { type: 'arrowDown' }, { type: 'type', query: 'a' }] as SelectEvent[]) {
      expect(run(busy, [e])).toEqual({ state: INITIAL_STATE, effects: [] })
    }
    expect(run(busy, [{ type: 'enter' }], openAt('brass'))).toEqual({ state: INITIAL_STATE, effects: [] })
  })
  it('resolveHighlight drops a highlight that is no longer listed or enabled', () => {
    expect(resolveHighlight(openAt('brass'), single)).toBe('brass')
    expect(resolveHighlight(openAt('brass', 'cop'), single)).toBeNull()
    expect(resolveHighlight(openAt('titanium'), single)).toBeNull()
    expect(resolveHighlight({ ...INITIAL_STATE, highlight: 'brass' }, single)).toBeNull()
  })
})
