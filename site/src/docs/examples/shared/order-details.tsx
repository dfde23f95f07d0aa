/** The order the drawer examples open: its details as a list of terms and values. */
const orderDetails = [
  { term: 'Order', value: 'PO-2041' },
  { term: 'Customer', value: 'Northwind Prototyping' },
  { term: 'Parts', value: '12 × bracket, 4 × housing' },
  { term: 'Material', value: 'PA12, black' },
  { term: 'Due', value: 'in 5 working days' },
]

/** OrderDetails is the drawer's body: a sentence and the order's details. */
export function OrderDetails() {
  return (
    <>
      <p>Everything about the order at a glance, without leaving the list.</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 'var(--unit-2) var(--unit-4)', margin: 0 }}>
        {orderDetails.map((d) => (
          <div key={d.term} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{d.term}</dt>
            <dd style={{ margin: 0 }}>{d.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
