import { Navbar } from '@tessera-ds/library/navbar'
import { logo, useMenu } from '../shared/app'

export default function DarkTheme() {
  const sections = useMenu()
  return (
    <>
      <Navbar headingLevel={4} theme="dark" variant="side" logoUrl={logo} logoAlt="Example app home" label="Dark theme, wide" sections={sections} />
      <Navbar headingLevel={4} theme="dark" variant="side" logoUrl={logo} logoAlt="Example app home" label="Dark theme, narrow" sections={sections} isNarrow />
    </>
  )
}
