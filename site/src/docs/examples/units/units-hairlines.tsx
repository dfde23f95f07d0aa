import demo from './demo.module.css'

export default function Hairlines() {
  return (
    <div className={demo.hairlines}>
      <span className={demo.hairline}>Quarter-unit border</span>
      <span className={demo.offsetFocus}>Focus ring, half-unit offset</span>
    </div>
  )
}
