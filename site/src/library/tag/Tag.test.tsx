import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { Tag, TagList } from './Tag'

beforeAll(async () => {
  await initI18n('en-US')
})

describe('Tag', () => {
  it('shows its label and text in its colour style', () => {
    const { container } = render(<Tag label="Status" text="Shipped" colorStyle="green-filled" />)
    const tag = container.querySelector<HTMLElement>('[data-tag]')!
    expect(tag.textContent).toBe('Status: Shipped')
    expect(tag.dataset.colorStyle).toBe('green-filled')
    expect(tag.dataset.state).toBe('static')
    expect(tag.style.getPropertyValue('--tag-background')).toBe('var(--green-70)')
    expect(screen.queryByRole('button')).toBeNull()
  })
  it('has a close button named after it that calls onClose', async () => {
    const onClose = vi.fn()
    render(<Tag text="Urgent" onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Remove Urgent' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
  it('has no close button while disabled', () => {
    const { container } = render(<Tag text="Archived" isDisabled onClose={() => {}} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.querySelector<HTMLElement>('[data-tag]')!.dataset.state).toBe('disabled')
  })
  it('names the close button generically for custom content', () => {
    render(
      <Tag onClose={() => {}}>
        <b>Custom</b>
      </Tag>,
    )
    expect(screen.getByRole('button', { name: 'Remove tag' })).toBeTruthy()
  })
  it('logs a console error for an unknown colour style and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Tag text="Odd" colorStyle={'pink-light' as never} />)
    expect(screen.getByText('Odd')).toBeTruthy()
    await waitFor(() => expect(error).toHaveBeenCalledWith('Tag: invalid prop "colorStyle": must be one of the 22 colour styles, e.g. blue-light or primary-filled'))
  })
})

function Removable() {
  const [tags, setTags] = useState(['Red', 'Green', 'Blue'])
  return (
    <TagList label="Colours">
      {tags.map((t) => (
        <Tag key={t} text={t} onClose={() => setTags((old) => old.filter((x) => x !== t))} />
      ))}
    </TagList>
  )
}

describe('TagList', () => {
  it('is a named list with one item per tag', () => {
    render(
      <TagList label="Order tags">
        <Tag text="A" />
        <Tag text="B" />
      </TagList>,
    )
    const list = screen.getByRole('list', { name: 'Order tags' })
    expect(list.querySelectorAll('li')).toHaveLength(2)
  })
  it('moves focus to the next close button, then the previous one, then the list', async () => {
    const user = userEvent.setup()
    render(<Removable />)
    await user.click(screen.getByRole('button', { name: 'Remove Green' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Blue' }))
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Red' }))
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Colours' }))
  })
})
