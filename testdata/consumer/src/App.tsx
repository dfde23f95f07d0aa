import { Button } from '@tessera-ds/library/button'
import { Form, FormSubmit, type SubmitResult } from '@tessera-ds/library/form'
import { SingleSelect, type SelectOptionInput } from '@tessera-ds/library/select'
import { StandardTable, type StandardTableProps } from '@tessera-ds/library/standard-table'
import { TextField } from '@tessera-ds/library/text-field'
import { useState } from 'react'

const FRUITS: SelectOptionInput[] = [
  { label: 'Apple', value: 'apple' },
  { label: 'Banana', value: 'banana' },
  { label: 'Cherry', value: 'cherry' },
]

const COLUMNS: StandardTableProps['columns'] = [
  { id: 'customer', label: 'Customer' },
  { id: 'city', label: 'City' },
  { id: 'amount', label: 'Amount', isNumeric: true },
]

const ROWS: StandardTableProps['rows'] = [
  { id: 1, cells: { customer: 'Ada', city: 'Lyon', amount: 120 } },
  { id: 2, cells: { customer: 'Grace', city: 'Oslo', amount: 80 } },
  { id: 3, cells: { customer: 'Linus', city: 'Kyiv', amount: 42 } },
]

/**
 * App renders one of each component the package test looks for. With invalid, the select gets an empty
 * options list: the types allow it, the library's rule does not, and it says so in the console.
 */
export function App({ invalid }: { invalid: boolean }) {
  const [clicks, setClicks] = useState(0)
  const [fruit, setFruit] = useState<string | number | null>('banana')
  const [submitted, setSubmitted] = useState<SubmitResult | null>(null)
  return (
    <main style={{ display: 'grid', gap: '1.5rem', padding: '1.5rem', maxWidth: '48rem' }}>
      <section data-consumer="button">
        <Button label={`Clicked ${clicks}`} variant="primary" onClick={() => setClicks(clicks + 1)} />
      </section>
      <section data-consumer="select">
        <SingleSelect label="Fruit" options={invalid ? [] : FRUITS} value={fruit} onValueChange={setFruit} />
      </section>
      <section data-consumer="form">
        <Form label="Contact" onSubmit={setSubmitted}>
          <TextField label="Name" formKey="name" isRequired />
          <FormSubmit />
        </Form>
        {submitted && <output data-consumer="submitted">{JSON.stringify(submitted.values)}</output>}
      </section>
      <section data-consumer="table">
        <StandardTable id="orders" label="Orders" columns={COLUMNS} rows={ROWS} />
      </section>
    </main>
  )
}
