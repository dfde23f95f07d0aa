import { Heading } from '@tessera-ds/library/heading'

export default function ActionLink() {
  return <Heading level={3} text="Invoices" type="action" actionText="All invoices" icon="open_in_new" actionHref="#invoices" />
}
