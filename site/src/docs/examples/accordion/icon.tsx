import { Accordion } from '@tessera-ds/library/accordion'

export default function WithIcon() {
  return (
    <Accordion title="Edit history" icon="edit" defaultOpen>
      Last changed on the 3rd of March by Jo Example.
    </Accordion>
  )
}
