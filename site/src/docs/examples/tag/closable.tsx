import { useState } from 'react'
import { Tag, TagList } from '@tessera-ds/library/tag'
import demo from './demo.module.css'

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
          <button type="button" className={demo.restore} onClick={() => setTags(skills)}>
            Restore all skills
          </button>
        </div>
      )}
    </div>
  )
}
