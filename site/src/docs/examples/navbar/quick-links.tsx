import { Navbar } from '@tessera-ds/library/navbar'
import { logo, useMenu } from '../shared/app'

const quickLinks = [
  { title: 'Help centre', link: 'https://example.com/help' },
  { title: 'Status page', link: 'https://example.com/status' },
]

export default function QuickLinks() {
  const sections = useMenu()
  return (
    <>
      <Navbar headingLevel={4} variant="side" logoUrl={logo} logoAlt="Example app home" label="Quick links, wide" sections={sections} quickLinks={quickLinks} />
      <Navbar headingLevel={4} variant="side" logoUrl={logo} logoAlt="Example app home" label="Quick links, narrow" sections={sections} quickLinks={quickLinks} isNarrow />
    </>
  )
}
