/**
 * The box the layout pages draw around an example's bars, and the made-up
 * workspace beside them: scaffolding of the page, not part of the code shown.
 * The made-up application itself is ../../examples/shared/app.
 */
import type { CSSProperties, ReactNode } from 'react'
import styles from './frame.module.css'

export interface FrameProps {
  children: ReactNode
  /** height of the frame; 24rem unless told */
  height?: string
  /** minWidth keeps a wide composition readable: narrower screens scroll it inside its block */
  minWidth?: string
  column?: boolean
  /** align puts the content of a row frame at the bottom, e.g. a user menu that opens upwards */
  align?: 'start' | 'end'
}

/**
 * Frame shows layout components the way an application has them, inside a
 * box of the page: navbar and action bar take the frame's height instead of
 * the window's, and nothing inside can cover the site's own bars.
 */
export function Frame({ children, height = '24rem', minWidth, column, align = 'start' }: FrameProps) {
  const style = { height, minWidth } as CSSProperties
  return (
    <div className={styles.frame} style={style} data-column={column ? 'true' : 'false'} data-align={align}>
      {children}
    </div>
  )
}

/** Workspace is the made-up content beside the bars: a title and some lines standing for a page. */
export function Workspace({ title = 'Dashboard', lines = 3, children }: { title?: string; lines?: number; children?: ReactNode }) {
  return (
    <div className={styles.workspace}>
      <div className={styles.wsTitle}>{title}</div>
      {children}
      <div className={styles.wsLines} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={styles.wsLine} style={{ width: `${90 - i * 17}%` }} />
        ))}
      </div>
    </div>
  )
}
