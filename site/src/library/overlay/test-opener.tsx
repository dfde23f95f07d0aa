import { useState, type ReactNode } from 'react'

/**
 * WithOpener renders a button, Open, beside the dialog that dialog makes of
 * the open state, so that a test opens it as a person would and sees where
 * the focus goes when it closes.
 */
export function WithOpener({ dialog }: { dialog: (open: boolean, setOpen: (open: boolean) => void) => ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {dialog(open, setOpen)}
    </>
  )
}
