import { Heading } from '@tessera-ds/library/heading'
import { useToast } from '@tessera-ds/library/toaster'

export default function ActionHeading() {
  const toast = useToast()
  const openAddressForm = () => toast({ type: 'info', text: 'The heading’s action was clicked' })
  return <Heading text="Delivery addresses" level={3} type="action" actionText="Add address" icon="plus" onAction={openAddressForm} />
}
