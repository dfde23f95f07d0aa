import demo from './demo.module.css'

const TEXT_STYLES = [
  { name: 'code', title: 'Code', sample: 'invoice_2025_04.pdf' },
]

export default function Code() {
  return (
    <>
      {TEXT_STYLES.map((s) => (
        <div key={s.name} className={demo.specimen} data-text-style={s.name}>
          <div className={demo.meta}>
            <span className={demo.metaTitle}>{s.title}</span>
            <code>--type-{s.name}</code>
          </div>
          <p className={demo.sample} style={{ font: `var(--type-${s.name})` }}>
            {s.sample}
          </p>
        </div>
      ))}
    </>
  )
}
