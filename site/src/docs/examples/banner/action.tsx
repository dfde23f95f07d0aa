import { useState } from 'react'
import { Banner, type BannerType } from '@tessera-ds/library/banner'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-action', steps: [{ hover: { role: 'button', name: 'Next type' } }] },
  { id: 'focus-action', steps: [{ focus: { role: 'button', name: 'Next type' } }] },
  { id: 'hover-close', steps: [{ hover: { role: 'button', name: { label: 'banner.close' } } }] },
]

const next: Record<BannerType, BannerType> = { info: 'success', success: 'warning', warning: 'error', error: 'info' }

export default function ButtonAction() {
  const [type, setType] = useState<BannerType>('info')
  return (
    <Banner
      type={type}
      closable
      text={`This banner is of type ${type}. Its action switches it to the next type, and its close button removes it. A long text wraps beside the action and the close button, and on a narrow screen the action moves below it.`}
      action={{ label: 'Next type', onClick: () => setType(next[type]) }}
    />
  )
}
