import demo from './demo.module.css'

export default function ColorsText() {
  return (
    <div className={demo.grid}>
      {(['light', 'dark'] as const).map((scheme) => (
        <div key={scheme} className={demo.box} data-color-scheme={scheme}>
          <p className={demo.title}>{`On ${scheme}`}</p>
          <p style={{ color: 'var(--text-01)' }}>Primary text</p>
          <p style={{ color: 'var(--text-02)' }}>Secondary text</p>
          <p style={{ color: 'var(--text-05)' }}>Disabled text</p>
        </div>
      ))}
      <div className={demo.box} style={{ color: 'var(--text-04)', background: 'var(--interactive-01)', borderColor: 'var(--interactive-01)' }}>
        <p className={demo.title}>On colour</p>
        <p>White text, always</p>
        <p>Never gray on a colour fill</p>
      </div>
    </div>
  )
}
