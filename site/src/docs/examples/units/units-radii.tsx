import demo from './demo.module.css'

const RADII = ['radius-small', 'radius', 'radius-large', 'radius-round']

export default function Radii() {
  return (
    <div className={demo.radii}>
      {RADII.map((name) => (
        <div key={name} id={`token-${name}`} style={{ borderRadius: `var(--${name})` }}>
          --{name}
        </div>
      ))}
    </div>
  )
}
