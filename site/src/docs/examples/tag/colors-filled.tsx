import { Tag, TAG_HUES, TagList } from '@tessera-ds/library/tag'

const names = { blue: 'Blue', gray: 'Gray', green: 'Green', mint: 'Mint', orange: 'Orange', purple: 'Purple', red: 'Red', slate: 'Slate', violet: 'Violet', yellow: 'Yellow', primary: 'Primary' }

export default function FilledTags() {
  return (
    <TagList label="Filled colour styles">
      {TAG_HUES.map((hue) => (
        <Tag key={hue} colorStyle={`${hue}-filled`} text={names[hue]} />
      ))}
    </TagList>
  )
}
