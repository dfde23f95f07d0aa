import { Heading, HEADING_LEVELS } from '@tessera-ds/library/heading'

export default function Levels() {
  return (
    <>
      {HEADING_LEVELS.map((level) => (
        <Heading key={level} level={level} text={`Level ${level} heading`} />
      ))}
    </>
  )
}
