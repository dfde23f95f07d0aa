import type { ReactNode } from 'react'
import styles from './grid-cell.module.css'

interface CellProps {
  children: ReactNode
  /** alt gives the cell a darker shade, to tell neighbouring columns apart */
  alt?: boolean
  /** tall gives the cell more height, to show how a row aligns its columns */
  tall?: boolean
}

/** Cell fills a column with colour, so that the column shows. */
export function Cell({ children, alt, tall }: CellProps) {
  return (
    <div className={styles.cell} data-tone={alt ? 'alt' : undefined} data-tall={tall ? 'true' : undefined}>
      {children}
    </div>
  )
}

/** Stack puts rows under one another, with some space between them. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>
}

/** Labelled puts a label above a row. */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className={styles.label}>{label}</div>
      {children}
    </div>
  )
}
