import { Navbar } from '@tessera-ds/library/navbar'
import { useState } from 'react'
import { logo, useMenu } from '../shared/app'

export default function CollapsibleNavbar() {
  const [narrow, setNarrow] = useState(false)
  const sections = useMenu()
  return (
    <Navbar
      headingLevel={4}
      variant="side"
      logoUrl={logo}
      logoAlt="Example app home"
      label="Collapsible navbar"
      sections={sections}
      isNarrow={narrow}
      onNarrowChange={setNarrow}
    />
  )
}
