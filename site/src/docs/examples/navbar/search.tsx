import { Button } from '@tessera-ds/library/button'
import { Navbar } from '@tessera-ds/library/navbar'
import { logo, messagesLink, useMenu } from '../shared/app'

/** searchControl opens the application's search: its icon alone where the navbar is compact, with its label beside it otherwise. */
const searchControl = (compact: boolean) =>
  compact ? <Button icon="search" helpText="Search orders" size="small" /> : <Button icon="search" label="Search orders" size="small" isBlock />

export default function Search() {
  const sections = useMenu()
  return (
    <Navbar
      headingLevel={4}
      variant="top"
      logoUrl={logo}
      logoAlt="Example app home"
      label="Top bar with search"
      sections={sections}
      search={searchControl}
      notification={{ count: 0, link: messagesLink, title: 'Messages' }}
    />
  )
}
