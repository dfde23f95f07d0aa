import demo from './demo.module.css'

const TEXT_STYLES = [
  { name: 'label', title: 'Label', sample: 'Cost centre' },
  { name: 'key-value', title: 'Key value', sample: '1 284 orders' },
  { name: 'caption', title: 'Caption', sample: 'Source: internal ledger, closing balance of the previous quarter' },
]

export default function LabelsAndCaptions() {
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
