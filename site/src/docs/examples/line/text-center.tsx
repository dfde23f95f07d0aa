import { Line } from '@tessera-ds/library/line'

export default function TextCenter() {
  return (
    <>
      <p className="ts-m-0">Sign in with your company account</p>
      <Line text="or" />
      <p className="ts-m-0">Sign in with a one-time code by e-mail</p>
    </>
  )
}
