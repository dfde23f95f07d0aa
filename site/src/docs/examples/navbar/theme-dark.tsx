import { Navbar } from '@tessera-ds/library/navbar'
import { logo, useMenu } from '../shared/app'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts): a menu link under the mouse, in this theme. */
export const states: ExampleState[] = [{ id: 'hover-link', steps: [{ hover: { role: 'button', name: 'Quotes' } }] }]

export default function DarkTheme() {
  const sections = useMenu()
  return (
    <>
      <Navbar headingLevel={4} theme="dark" variant="side" logoUrl={logo} logoAlt="Example app home" label="Dark theme, wide" sections={sections} />
      <Navbar headingLevel={4} theme="dark" variant="side" logoUrl={logo} logoAlt="Example app home" label="Dark theme, narrow" sections={sections} isNarrow />
    </>
  )
}
