import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../app/i18n'
import { Toaster } from '../../library/toaster/Toaster'

// The navbar layout page's examples, each under its block's h3 title (ExampleBlock).
const EXAMPLES = import.meta.glob<{ default: ComponentType }>('../examples/navbar/*.tsx', { eager: true })
const TITLE_LEVEL = 3

beforeAll(() => initI18n('en-US'))

describe('the navbar page’s examples', () => {
  it.each(Object.keys(EXAMPLES))('%s has no heading above its block’s title level', (file) => {
    const Demo = EXAMPLES[file].default
    const { container } = render(
      <MemoryRouter>
        <Toaster>
          <Demo />
        </Toaster>
      </MemoryRouter>,
    )
    const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`)
    expect(headings.length, `${file}: no headings rendered`).toBeGreaterThan(0)
    const above = headings.filter((h) => Number(h[1]) <= TITLE_LEVEL)
    expect(above, `${file}: headings at level ${TITLE_LEVEL} or above, under an example titled at h${TITLE_LEVEL}`).toEqual([])
  })
})
