import type { ReactNode } from 'react'

interface Utility {
  className: string
  does: string
  demo: ReactNode
}

/** UTILITIES are the utility classes the page shows: what each does and how it looks. */
export const UTILITIES: Utility[] = [
  { className: 'ts-visually-hidden', does: 'Hides an element from sight but keeps it for screen readers, e.g. a label for an icon-only button.', demo: <span>Before<span className="ts-visually-hidden"> (read aloud only)</span> after</span> },
  { className: 'ts-truncate', does: 'Cuts a single line of text with an ellipsis where it overflows.', demo: <div className="ts-truncate" style={{ maxWidth: '12rem' }}>A rather long file name that will not fit.pdf</div> },
  { className: 'ts-stack', does: 'Lays children out in a column, two units apart.', demo: <div className="ts-stack"><span className="ts-surface ts-p-2">One</span><span className="ts-surface ts-p-2">Two</span></div> },
  { className: 'ts-cluster', does: 'Lays children out in a wrapping row, centred on the cross axis.', demo: <div className="ts-cluster"><span className="ts-surface ts-p-2">Alpha</span><span className="ts-surface ts-p-2">Beta</span><span className="ts-surface ts-p-2">Gamma</span></div> },
  { className: 'ts-gap-1 / ts-gap-2 / ts-gap-3 / ts-gap-4', does: 'Set the gap of a stack or cluster to one, two, three or four units.', demo: <div className="ts-stack ts-gap-2"><div className="ts-cluster ts-gap-1"><span className="ts-surface ts-p-2">1 unit</span><span className="ts-surface ts-p-2">apart</span></div><div className="ts-cluster ts-gap-4"><span className="ts-surface ts-p-2">4 units</span><span className="ts-surface ts-p-2">apart</span></div></div> },
  { className: 'ts-items-start', does: 'Keeps the children of a stack at their own width, at its start, instead of stretching them.', demo: <div className="ts-stack ts-items-start"><span className="ts-surface ts-p-2">Short</span><span className="ts-surface ts-p-2">A longer one</span></div> },
  { className: 'ts-m-0, ts-p-2, ts-p-4', does: 'Remove margins, or pad by two or four units.', demo: <p className="ts-m-0 ts-p-4 ts-surface">Padded by four units</p> },
  { className: 'ts-text-small, ts-text-muted, ts-text-mono', does: 'Small, secondary or monospaced text.', demo: <span className="ts-text-small ts-text-muted">Last saved 2 minutes ago · <span className="ts-text-mono">v1.4.0</span></span> },
  { className: 'ts-surface, ts-elevated', does: 'A quiet bordered surface, or a raised one with a shadow.', demo: <div className="ts-cluster"><div className="ts-surface ts-p-4">Surface</div><div className="ts-elevated ts-p-4">Elevated</div></div> },
]
