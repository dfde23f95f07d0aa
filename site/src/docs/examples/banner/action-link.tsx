import { Banner } from '@tessera-ds/library/banner'

export default function LinkAction() {
  return <Banner type="info" text="Our terms of delivery change on the 1st of June." action={{ label: 'Read the new terms', href: '#terms' }} />
}
