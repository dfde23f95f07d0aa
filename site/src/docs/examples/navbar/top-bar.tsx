import { Navbar } from '@tessera-ds/library/navbar'
import { logo, messagesLink, quickLinks, useMenu } from '../shared/app'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: { label: 'navbar.menuExpand' } } }] },
  { id: 'hover-link', steps: [{ hover: { role: 'link', name: 'Messages: 2' } }] },
  { id: 'focus-link', steps: [{ focus: { role: 'link', name: 'Messages: 2' } }] },
]

export default function TopBar() {
  const sections = useMenu()
  return (
    <Navbar
      headingLevel={4}
      variant="top"
      logoUrl={logo}
      logoAlt="Example app home"
      label="Top bar"
      sections={sections}
      notification={{ count: 2, link: messagesLink, title: 'Messages' }}
      quickLinks={quickLinks}
    />
  )
}
