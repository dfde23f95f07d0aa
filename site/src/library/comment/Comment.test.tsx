import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import { Comment } from './Comment'
import { CommentInput } from './CommentInput'
import { newlinesToBreaks, type CommentData, type NewComment } from './logic'
import type { CommentProps } from './schema'

beforeAll(async () => {
  await initI18n('en-US')
})

const ada = { id: 'u1', name: 'Ada Byron' }
const ben = { id: 'u2', name: 'Ben Okafor' }
const thread: CommentData = {
  id: 1,
  user: ada,
  message: 'Can we ship on Friday?',
  createdAt: '2026-01-15T09:30:00Z',
  isEditable: true,
  isDeletable: true,
  replies: [{ id: 2, user: ben, message: 'Only with the new labels.', createdAt: '2026-01-15T10:00:00Z', parentId: 1, replyToUserId: 'u1', isModified: true }],
}

const root = () => document.querySelector<HTMLElement>('[data-comment]')!
const entry = (id: number | string) => document.querySelector<HTMLElement>(`[data-comment-entry][data-comment-id="${id}"]`)!

/** Thread keeps one thread's data as an owner would, applying add, edit and delete. */
function Thread(props: Partial<CommentProps>) {
  const [data, setData] = useState<CommentData>(thread)
  const [next, setNext] = useState(10)
  return (
    <Comment
      {...(data as CommentProps)}
      {...props}
      onAdd={(reply: NewComment) => {
        setData((d) => ({ ...d, replies: [...(d.replies ?? []), { id: next, user: { id: 'me', name: 'Jo Reader' }, message: reply.message, isInternal: reply.isInternal, parentId: reply.parentId, replyToUserId: reply.replyToUserId }] }))
        setNext(next + 1)
        props.onAdd?.(reply)
      }}
      onEdit={(e) => {
        setData((d) => (e.id === d.id ? { ...d, message: e.message, isModified: true } : { ...d, replies: d.replies?.map((r) => (r.id === e.id ? { ...r, message: e.message, isModified: true } : r)) }))
        props.onEdit?.(e)
      }}
      onDelete={(target) => {
        setData((d) => ({ ...d, replies: d.replies?.filter((r) => r.id !== target.id) }))
        props.onDelete?.(target)
      }}
    />
  )
}

// Typing through user-event takes a while on a busy machine: generous time per test.
describe('Comment', { timeout: 20_000 }, () => {
  it('shows the thread: author, date in the locale, message, replies, Edited', () => {
    render(<Thread />)
    expect(screen.getByRole('article', { name: 'Ada Byron' })).toBe(root())
    expect(root().dataset.state).toBe('viewing')
    const time = entry(1).querySelector('time')!
    expect(time.getAttribute('datetime')).toBe('2026-01-15T09:30:00Z')
    expect(time.textContent).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse('2026-01-15T09:30:00Z')))
    const replies = screen.getByRole('list', { name: 'Replies' })
    expect(within(replies).getByText('Only with the new labels.')).toBeTruthy()
    expect(within(entry(2)).getByText('Edited')).toBeTruthy()
    expect(within(entry(1)).queryByText('Edited')).toBeNull()
  })

  it('offers edit and delete only where marked, and reply everywhere', () => {
    render(<Thread />)
    const names = (id: number) => within(within(entry(id)).getByRole('group', { name: 'Comment actions' })).getAllByRole('button').map((b) => b.textContent)
    expect(names(1)).toEqual(['Reply', 'Edit', 'Delete'])
    expect(names(2)).toEqual(['Reply'])
  })

  it('hides every action and the reply box in read-only mode', () => {
    render(<Thread isReadOnly />)
    expect(screen.queryAllByRole('button')).toEqual([])
    expect(root().dataset.readonly).toBe('true')
  })

  it('opens the reply box on Reply, answering the author, and closes it when the reply is added', async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn()
    render(<Thread onAdd={onAdd} />)
    await user.click(within(entry(2)).getByRole('button', { name: 'Reply' }))
    expect(root().dataset.state).toBe('replying')
    const box = screen.getByRole('textbox', { name: 'Replying to Ben Okafor' })
    expect(document.activeElement).toBe(box)
    const post = screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement
    expect(post.disabled).toBe(true)
    await user.type(box, '   ')
    expect(post.disabled).toBe(true)
    await user.type(box, ' Labels arrive Thursday. ')
    expect(post.disabled).toBe(false)
    await user.click(post)
    expect(onAdd).toHaveBeenCalledWith({ message: 'Labels arrive Thursday.', isInternal: false, parentId: 1, replyToUserId: 'u2' })
    expect(root().dataset.state).toBe('viewing')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(within(screen.getByRole('list', { name: 'Replies' })).getByText('Labels arrive Thursday.')).toBeTruthy()
  })

  it('closes the reply box on Escape or the cancel link without adding', async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn()
    render(<Thread onAdd={onAdd} />)
    await user.click(within(entry(1)).getByRole('button', { name: 'Reply' }))
    await user.type(screen.getByRole('textbox', { name: 'Replying to Ada Byron' }), 'draft{Escape}')
    expect(screen.queryByRole('textbox')).toBeNull()
    await user.click(within(entry(1)).getByRole('button', { name: 'Reply' }))
    expect(screen.getByText('Press Esc or')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'cancel' }))
    expect(root().dataset.reply).toBe('closed')
    expect(onAdd).not.toHaveBeenCalled()
  })

  it('edits a message in edit mode: save disabled while empty, Escape cancels', async () => {
    const user = userEvent.setup()
    const onEdit = vi.fn()
    render(<Thread onEdit={onEdit} />)
    await user.click(within(entry(1)).getByRole('button', { name: 'Edit' }))
    expect(root().dataset.state).toBe('editing')
    const box = screen.getByRole('textbox', { name: 'Edit your comment' }) as HTMLTextAreaElement
    expect(box.value).toBe('Can we ship on Friday?')
    expect(document.activeElement).toBe(box)
    await user.clear(box)
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
    await user.type(box, 'Can we ship on Monday?')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onEdit).toHaveBeenCalledWith({ id: 1, message: 'Can we ship on Monday?', parentId: null })
    expect(root().dataset.state).toBe('viewing')
    expect(within(entry(1)).getByText('Can we ship on Monday?')).toBeTruthy()
    expect(within(entry(1)).getByText('Edited')).toBeTruthy()

    await user.click(within(entry(1)).getByRole('button', { name: 'Edit' }))
    await user.type(screen.getByRole('textbox', { name: 'Edit your comment' }), ' Or never?{Escape}')
    expect(root().dataset.state).toBe('viewing')
    expect(onEdit).toHaveBeenCalledTimes(1)
    expect(within(entry(1)).getByText('Can we ship on Monday?')).toBeTruthy()
  })

  it('deletes a reply through the owner', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn()
    render(<Thread onDelete={onDelete} replies={[{ ...thread.replies![0], isDeletable: true }]} />)
    await user.click(within(entry(2)).getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledWith({ id: 2, parentId: 1 })
  })

  it('marks internal comments with restricted access', () => {
    render(<Comment {...(thread as CommentProps)} isInternal />)
    expect(entry(1).dataset.internal).toBe('true')
    expect(within(entry(1)).getByText('Restricted access')).toBeTruthy()
    expect(entry(2).dataset.internal).toBeUndefined()
  })

  it('escapes the message by default, so a comment never injects HTML', () => {
    render(<Comment {...(thread as CommentProps)} message={'<img src=x onerror="alert(1)"><b>bold</b>'} replies={[]} />)
    const message = entry(1).querySelector('[data-comment-message]')!
    expect(message.querySelector('img, b')).toBeNull()
    expect(message.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>')
  })

  it('renders HTML from a post-escape parser, still escaped, and from an override parser', () => {
    const { unmount } = render(<Comment {...(thread as CommentProps)} message={'<b>one</b>\ntwo'} replies={[]} postEscapeParser={newlinesToBreaks} />)
    const message = entry(1).querySelector('[data-comment-message]')!
    expect(message.innerHTML).toBe('&lt;b&gt;one&lt;/b&gt;<br>two')
    expect(message.querySelector('b')).toBeNull()
    unmount()
    render(<Comment {...(thread as CommentProps)} message="**yes**" replies={[]} dangerouslyOverrideParser={(m) => m.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')} />)
    expect(entry(1).querySelector('[data-comment-message] strong')!.textContent).toBe('yes')
  })

  it('speaks the example locale', async () => {
    const de = i18n.cloneInstance({ lng: 'de-DE', initAsync: false })
    await de.loadLanguages('de-DE')
    await de.changeLanguage('de-DE')
    render(
      <I18nextProvider i18n={de}>
        <Comment {...(thread as CommentProps)} />
      </I18nextProvider>,
    )
    expect(screen.getAllByRole('button', { name: 'Antworten' })).toHaveLength(2)
    expect(screen.getByText('Bearbeitet')).toBeTruthy()
    expect(entry(1).querySelector('time')!.textContent).toBe(new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse('2026-01-15T09:30:00Z')))
  })

  it('logs invalid props and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Comment {...(thread as CommentProps)} createdAt="someday" />)
    expect(entry(1).querySelector('time')!.textContent).toBe('someday')
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Comment: invalid prop "createdAt": must be an ISO date-time/)))
  })
})

describe('CommentInput', { timeout: 20_000 }, () => {
  it('posts a trimmed message and empties; Post is disabled while blank', async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn()
    render(<CommentInput onAdd={onAdd} />)
    const box = screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement
    expect(box.placeholder).toBe('Write a comment…')
    const post = screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement
    expect(post.disabled).toBe(true)
    await user.type(box, '  \n ')
    expect(post.disabled).toBe(true)
    await user.click(post)
    expect(onAdd).not.toHaveBeenCalled()
    await user.type(box, 'Looks good')
    await user.click(post)
    expect(onAdd).toHaveBeenCalledWith({ message: 'Looks good', isInternal: false, parentId: null, replyToUserId: null })
    expect(box.value).toBe('')
  })

  it('posts with Ctrl+Enter and keeps Enter for new lines', async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn()
    render(<CommentInput onAdd={onAdd} />)
    await user.type(screen.getByRole('textbox'), 'one{Enter}two{Control>}{Enter}{/Control}')
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ message: 'one\ntwo' }))
  })

  it('toggles the internal flag between locked and unlocked, with its help text', async () => {
    const user = userEvent.setup()
    const onAdd = vi.fn()
    render(<CommentInput allowInternal onAdd={onAdd} />)
    const lock = screen.getByRole('button', { name: 'Restricted access' })
    const input = document.querySelector<HTMLElement>('[data-comment-input]')!
    expect(lock.getAttribute('aria-pressed')).toBe('false')
    expect(input.dataset.internal).toBe('unlocked')
    expect(screen.getByText('Everyone can see this comment')).toBeTruthy()
    await user.click(lock)
    expect(lock.getAttribute('aria-pressed')).toBe('true')
    expect(input.dataset.internal).toBe('locked')
    expect(screen.getByText('Only people with access can see this comment')).toBeTruthy()
    await user.type(screen.getByRole('textbox'), 'Margin is 12 %')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ isInternal: true }))
    await user.click(lock)
    expect(input.dataset.internal).toBe('unlocked')
  })

  it('keeps a forced internal flag locked, and shows no lock when internal is not allowed', () => {
    const { unmount } = render(<CommentInput forceInternal />)
    const lock = screen.getByRole('button', { name: 'Restricted access' }) as HTMLButtonElement
    expect(lock.getAttribute('aria-pressed')).toBe('true')
    expect(lock.disabled).toBe(true)
    unmount()
    render(<CommentInput isInternal />)
    expect(screen.queryByRole('button', { name: 'Restricted access' })).toBeNull()
    expect(document.querySelector<HTMLElement>('[data-comment-input]')!.dataset.internal).toBe('unlocked')
  })
})
