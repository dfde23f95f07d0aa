import { Col, Row } from '@tessera-ds/library/grid'
import { Navbar, NAVBAR_THEMES, type NavbarTheme } from '@tessera-ds/library/navbar'
import { UserMenu } from '@tessera-ds/library/user-menu'
import { avatar, logo, useMenu, useUserSections } from '../shared/app'
import type { ExampleState } from '../../kit/states'

const names: Record<NavbarTheme, string> = { default: 'Default', dark: 'Dark', light: 'Light', reverse: 'Reverse' }

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: 'Jo Example Default theme' } }] },
  { id: 'hover-entry', steps: [{ click: { role: 'button', name: 'Jo Example Default theme' } }, { hover: { role: 'button', name: 'Settings' } }] },
]

export default function Themes() {
  // the dashboard only, so the user menu has room
  const sections = useMenu().slice(0, 1)
  const userSections = useUserSections()
  return (
    <Row gutter={16} gap={16}>
      {NAVBAR_THEMES.map((theme) => (
        <Col key={theme} span={24} sm={12}>
          <Navbar
            theme={theme}
            variant="side"
            logoUrl={logo}
            logoAlt="Example app home"
            label={`${names[theme]} theme with a user menu`}
            sections={sections}
            footer={<UserMenu userName="Jo Example" userStatus={`${names[theme]} theme`} userAvatar={avatar} sections={userSections} />}
          />
        </Col>
      ))}
    </Row>
  )
}
