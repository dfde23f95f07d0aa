import demo from './demo.module.css'

export default function ColorsText() {
  return (
    <div className={demo.grid}>
      {(['light', 'dark'] as const).map((scheme) => (
        <div key={scheme} className={demo.box} data-color-scheme={scheme}>
          <p className={demo.title}>{`On ${scheme}`}</p>
          <p style={{ color: 'var(--text-01)' }}>Primary text</p>
          <p style={{ color: 'var(--text-02)' }}>Secondary text</p>
          {/* a specimen of the disabled text colour, on a disabled element as it is used: not a control to copy */}
          <button type="button" className={demo.plainButton} style={{ color: 'var(--text-05)' }} disabled>
            Disabled action
          </button>
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
