import { Actionbar } from '@tessera-ds/library/actionbar'
import { Navbar } from '@tessera-ds/library/navbar'
import { logo, useMenu, useViews } from '../shared/app'

export default function WithNavbar() {
  const sections = useMenu('Orders')
  const views = useViews()
  return (
    <>
      <Navbar variant="side" logoUrl={logo} logoAlt="Example app home" label="Navbar beside an action bar" sections={sections} />
      <Actionbar variant="side" headerTitle="Orders" items={views} />
    </>
  )
}
