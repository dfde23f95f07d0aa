import { Actionbar } from '@tessera-ds/library/actionbar'
import { Navbar } from '@tessera-ds/library/navbar'
import { UserMenu } from '@tessera-ds/library/user-menu'
import { avatar, logo, messagesLink, useMenu, useUserSections, useViews } from '../shared/app'

export default function CompositionSmall() {
  const sections = useMenu()
  const userSections = useUserSections()
  const views = useViews()
  return (
    <>
      <Navbar
        variant="top"
        logoUrl={logo}
        logoAlt="Example app home"
        label="Application navbar, top bar"
        sections={sections}
        notification={{ count: 2, link: messagesLink, title: 'Messages' }}
        footer={<UserMenu userName="Jo Example" userStatus="Available" userAvatar={avatar} sections={userSections} />}
      />
      <Actionbar variant="top" headerTitle="Orders, top bar" items={views} />
    </>
  )
}
