import { Line } from '@tessera-ds/library/line'

export default function TextSides() {
  return (
    <>
      <Line text="Yesterday" position="left" />
      <Line text="Today" position="right" />
    </>
  )
}
