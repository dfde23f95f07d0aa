import { Navbar } from '@tessera-ds/library/navbar'
import { logo, useMenu } from '../shared/app'

export default function DefaultTheme() {
  const sections = useMenu()
  return (
    <>
      <Navbar headingLevel={4} theme="default" variant="side" logoUrl={logo} logoAlt="Example app home" label="Default theme, wide" sections={sections} />
      <Navbar headingLevel={4} theme="default" variant="side" logoUrl={logo} logoAlt="Example app home" label="Default theme, narrow" sections={sections} isNarrow />
    </>
  )
}
