import { Button } from '@tessera-ds/library/button'
import { useState } from 'react'
import { Tag, TagList } from '@tessera-ds/library/tag'

const skills = ['CAD', 'Milling', 'Turning', 'Welding', 'Quality control']

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
