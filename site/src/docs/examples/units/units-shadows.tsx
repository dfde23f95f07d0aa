import demo from './demo.module.css'

const SHADOWS = ['shadow-1', 'shadow-2', 'shadow-3', 'shadow-4']

export default function Shadows() {
  return (
    <div className={demo.shadows}>
      {SHADOWS.map((name) => (
        <div key={name} id={`token-${name}`} style={{ boxShadow: `var(--${name})` }}>
          --{name}
        </div>
      ))}
    </div>
  )
}
