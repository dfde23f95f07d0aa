import { Navbar } from '@tessera-ds/library/navbar'
import { logo, messagesLink, useMenu } from '../shared/app'

export default function Notification() {
  const sections = useMenu()
  const messages = (count: number) => ({ count, link: messagesLink, title: 'Messages' })
  return (
    <>
      <Navbar headingLevel={4} variant="side" logoUrl={logo} logoAlt="Example app home" label="Notification, wide" sections={sections} notification={messages(3)} />
      <Navbar headingLevel={4} variant="side" logoUrl={logo} logoAlt="Example app home" label="Notification, narrow" sections={sections} notification={messages(3)} isNarrow />
      <Navbar headingLevel={4} variant="side" logoUrl={logo} logoAlt="Example app home" label="Notification, none waiting" sections={sections} notification={messages(0)} />
    </>
  )
}
