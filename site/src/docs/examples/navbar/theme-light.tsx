import { Navbar } from '@tessera-ds/library/navbar'
import { logo, useMenu } from '../shared/app'

export default function LightTheme() {
  const sections = useMenu()
  return (
    <>
      <Navbar headingLevel={4} theme="light" variant="side" logoUrl={logo} logoAlt="Example app home" label="Light theme, wide" sections={sections} />
      <Navbar headingLevel={4} theme="light" variant="side" logoUrl={logo} logoAlt="Example app home" label="Light theme, narrow" sections={sections} isNarrow />
    </>
  )
}
