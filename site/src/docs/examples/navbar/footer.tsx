import { Navbar } from '@tessera-ds/library/navbar'
import { UserMenu } from '@tessera-ds/library/user-menu'
import { avatar, logo, useMenu, useUserSections } from '../shared/app'

export default function NavbarFooter() {
  const sections = useMenu()
  const userSections = useUserSections()
  return (
    <Navbar
      headingLevel={4}
      variant="side"
      logoUrl={logo}
      logoAlt="Example app home"
      label="Navbar with a user menu"
      sections={sections}
      footer={<UserMenu userName="Jo Example" userStatus="Available" userAvatar={avatar} sections={userSections} />}
    />
  )
}
