import { Navbar } from '@tessera-ds/library/navbar'
import { logo, useMenu } from '../shared/app'

export default function ReverseTheme() {
  const sections = useMenu()
  return (
    <>
      <Navbar headingLevel={4} theme="reverse" variant="side" logoUrl={logo} logoAlt="Example app home" label="Reverse theme, wide" sections={sections} />
      <Navbar headingLevel={4} theme="reverse" variant="side" logoUrl={logo} logoAlt="Example app home" label="Reverse theme, narrow" sections={sections} isNarrow />
    </>
  )
}
