import demo from './demo.module.css'

const TEXT_STYLES = [
  { name: 'heading-1', title: 'Heading 1', sample: 'Quarterly planning' },
  { name: 'heading-2', title: 'Heading 2', sample: 'Budget by department' },
  { name: 'heading-3', title: 'Heading 3', sample: 'Marketing' },
  { name: 'heading-4', title: 'Heading 4', sample: 'Open positions' },
]

export default function Headings() {
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
