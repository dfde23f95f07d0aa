import { Navbar } from '@tessera-ds/library/navbar'
import { logo, messagesLink, quickLinks, useMenu } from '../shared/app'

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
