import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { Button } from './Button'
import { ButtonGroup } from './ButtonGroup'
import { SplitButton } from './SplitButton'

beforeAll(() => initI18n('en-US'))

describe('Button', () => {
  it('renders its variant, size and label, and calls onClick', async () => {
    const onClick = vi.fn()
    render(<Button label="Save" variant="primary" size="large" icon="save" onClick={onClick} />)
    const b = screen.getByRole('button', { name: 'Save' })
    expect(b.getAttribute('type')).toBe('button')
    expect(b.dataset).toMatchObject({ variant: 'primary', size: 'large', state: 'idle' })
    expect(b.hasAttribute('aria-pressed')).toBe(false)
    await userEvent.click(b)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('puts the icon on the side it is told', () => {
    const { container } = render(<Button label="Next" icon="arrow_forward" iconPosition="right" />)
    const kids = [...container.querySelector('button')!.children]
    expect(kids.map((k) => (k.hasAttribute('data-icon') ? 'icon' : k.textContent))).toEqual(['Next', 'icon'])
  })

  it('names an icon-only button by its help text, shown as a tooltip', () => {
    render(<Button icon="edit" helpText="Edit the order" />)
    const b = screen.getByRole('button', { name: 'Edit the order' })
    expect(b.dataset.iconOnly).toBe('true')
    expect(b.dataset.tooltip).toBe('Edit the order')
  })

  it('is busy and not clickable while loading', async () => {
    const onClick = vi.fn()
    render(<Button label="Upload" isLoading onClick={onClick} />)
    const b = screen.getByRole('button', { name: 'Upload' })
    expect(b.getAttribute('aria-busy')).toBe('true')
    expect(b.getAttribute('aria-disabled')).toBe('true')
    expect(b.dataset.state).toBe('loading')
    expect(b.querySelector('[data-spinner]')).not.toBeNull()
    await userEvent.click(b)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('is disabled', async () => {
    const onClick = vi.fn()
    render(<Button label="Send" isDisabled onClick={onClick} />)
    const b = screen.getByRole('button', { name: 'Send' })
    expect((b as HTMLButtonElement).disabled).toBe(true)
    expect(b.dataset.state).toBe('disabled')
    await userEvent.click(b)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('marks block and multiline buttons', () => {
    render(<Button label="A long label that wraps" isBlock isMultiline />)
    const b = screen.getByRole('button')
    expect(b.dataset.block).toBe('true')
    expect(b.dataset.multiline).toBe('true')
  })

  it('toggles ON and OFF by itself with defaultPressed, on click, Enter and Space', async () => {
    const onPressedChange = vi.fn()
    const user = userEvent.setup()
    render(<Button label="Bold" defaultPressed={false} onPressedChange={onPressedChange} />)
    const b = screen.getByRole('button', { name: 'Bold' })
    const steps: Array<[() => Promise<void>, string]> = [
      [() => user.click(b), 'true'],
      [() => user.keyboard(' '), 'false'],
      [() => user.keyboard('{Enter}'), 'true'],
    ]
    for (const [act, want] of steps) {
      await act()
      expect(b.getAttribute('aria-pressed')).toBe(want)
      expect(b.dataset.toggle).toBe(want === 'true' ? 'on' : 'off')
    }
    expect(onPressedChange.mock.calls).toEqual([[true], [false], [true]])
  })

  it('follows pressed when controlled', async () => {
    function Controlled() {
      const [pressed, setPressed] = useState(true)
      return (
        <>
          <Button label="Italic" variant="text" pressed={pressed} onPressedChange={setPressed} />
          <output>{String(pressed)}</output>
        </>
      )
    }
    render(<Controlled />)
    const b = screen.getByRole('button', { name: 'Italic' })
    expect(b.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(b)
    expect(b.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('status').textContent).toBe('false')
  })

  it('logs the rules it breaks and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <>
        <Button label="Bold" variant="primary" defaultPressed={false} />
        <Button label="Save" helpText="Saves the order" />
      </>,
    )
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('Button: invalid prop "pressed": toggle status only on default or text buttons')
      expect(error).toHaveBeenCalledWith('Button: invalid prop "helpText": a labelled button cannot have help text')
    })
  })
})

describe('ButtonGroup', () => {
  it('is a named group of its buttons', () => {
    render(
      <ButtonGroup label="Order actions">
        <Button label="Edit" variant="primary" />
        <Button label="Delete" variant="secondary" />
      </ButtonGroup>,
    )
    const g = screen.getByRole('group', { name: 'Order actions' })
    expect(g.querySelectorAll('button')).toHaveLength(2)
  })
})

describe('SplitButton', () => {
  const setup = () => {
    const main = vi.fn()
    const duplicate = vi.fn()
    const archive = vi.fn()
    const remove = vi.fn()
    render(
      <SplitButton
        label="Save"
        onClick={main}
        actions={[
          { label: 'Duplicate', icon: 'copy', onClick: duplicate },
          { label: 'Archive', isDisabled: true, onClick: archive },
          { label: 'Delete', icon: 'delete', onClick: remove },
        ]}
      />,
    )
    return { main, duplicate, archive, remove, arrow: screen.getByRole('button', { name: 'More actions: Save' }) }
  }

  it('runs the main action; the arrow opens the menu of the others', async () => {
    const { main, arrow, remove } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(main).toHaveBeenCalledTimes(1)
    expect(arrow.getAttribute('aria-haspopup')).toBe('menu')
    expect(arrow.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(arrow)
    expect(arrow.getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('menu')
    expect(arrow.getAttribute('aria-controls')).toBe(menu.id)
    expect(screen.getAllByRole('menuitem').map((i) => [i.textContent, i.getAttribute('aria-disabled')])).toEqual([
      ['Duplicate', null],
      ['Archive', 'true'],
      ['Delete', null],
    ])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    expect(remove).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('moves by keyboard as a menu button: arrows skip disabled actions, Home/End, Escape returns focus', async () => {
    const { arrow, duplicate, archive } = setup()
    const user = userEvent.setup()
    arrow.focus()
    await user.keyboard('{ArrowDown}')
    const focused = () => document.activeElement?.textContent
    await waitFor(() => expect(focused()).toBe('Duplicate'))
    const steps: Array<[string, string]> = [
      ['{ArrowDown}', 'Delete'],
      ['{ArrowDown}', 'Duplicate'],
      ['{ArrowUp}', 'Delete'],
      ['{Home}', 'Duplicate'],
      ['{End}', 'Delete'],
    ]
    for (const [key, want] of steps) {
      await user.keyboard(key)
      expect(focused(), key).toBe(want)
    }
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(arrow)
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(focused()).toBe('Delete'))
    await user.keyboard('{Home}{Enter}')
    expect(duplicate).toHaveBeenCalledTimes(1)
    expect(archive).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(arrow)
  })

  it('names each arrow button and its menu after its own main action', async () => {
    const user = userEvent.setup()
    render(
      <>
        <SplitButton label="Save" onClick={() => {}} actions={[{ label: 'Duplicate', onClick: () => {} }]} />
        <SplitButton label="Export" onClick={() => {}} actions={[{ label: 'As PDF', onClick: () => {} }]} />
      </>,
    )
    for (const label of ['Save', 'Export']) {
      const arrow = screen.getByRole('button', { name: `More actions: ${label}` })
      await user.click(arrow)
      expect(screen.getByRole('menu').getAttribute('aria-labelledby')).toBe(arrow.id)
      expect(screen.getByRole('menu', { name: `More actions: ${label}` })).toBeTruthy()
      await user.keyboard('{Escape}')
    }
  })

  it('logs an empty list of actions', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<SplitButton label="Save" actions={[]} />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('SplitButton: invalid prop "actions": array may not be empty'))
  })
})
