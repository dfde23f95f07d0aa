import demo from './demo.module.css'

const TEXT_STYLES = [
  { name: 'lead', title: 'Lead', sample: 'Everything the team committed to for the next three months, and where each item stands.' },
  { name: 'body', title: 'Body', sample: 'The budget covers salaries, tools and travel. Requests above the limit need a second approval before the order is placed.' },
  { name: 'body-strong', title: 'Body strong', sample: 'Approved by the finance team' },
  { name: 'body-small', title: 'Body small', sample: 'Figures exclude tax. The last import ran without errors.' },
]

export default function BodyText() {
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
