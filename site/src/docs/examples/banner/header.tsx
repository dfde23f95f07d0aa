import { Banner } from '@tessera-ds/library/banner'

export default function WithHeader() {
  return <Banner type="success" header="Important announcement" text="From next month, orders over 200 € ship for free." />
}
