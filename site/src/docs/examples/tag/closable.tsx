import { Button } from '@tessera-ds/library/button'
import { useState } from 'react'
import { Tag, TagList } from '@tessera-ds/library/tag'
import type { ExampleState } from '../../kit/states'

const skills = ['CAD', 'Milling', 'Turning', 'Welding', 'Quality control']

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-remove', steps: [{ hover: { role: 'button', name: { label: 'tag.remove', values: { text: 'CAD' } } } }] },
  { id: 'focus-remove', steps: [{ focus: { role: 'button', name: { label: 'tag.remove', values: { text: 'CAD' } } } }] },
  { id: 'focus-empty-list', steps: [{ focus: { role: 'button', name: { label: 'tag.remove', values: { text: 'CAD' } } } }, { press: 'Enter' }, { press: 'Enter' }, { press: 'Enter' }, { press: 'Enter' }, { press: 'Enter' }] },
]

export default function Closable() {
  const [tags, setTags] = useState(skills)
  return (
    <div className="ts-stack ts-gap-4">
      <TagList label="Skills">
        {tags.map((t) => (
          <Tag key={t} text={t} colorStyle="blue-light" onClose={() => setTags((old) => old.filter((x) => x !== t))} />
        ))}
      </TagList>
      {tags.length < skills.length && (
        <div>
          <Button variant="text" label="Restore all skills" onClick={() => setTags(skills)} />
        </div>
      )}
    </div>
  )
}
