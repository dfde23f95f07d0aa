import demo from './demo.module.css'

export default function Card() {
  return (
    <section className={demo.card} aria-label="Example card">
      <h4>Quarterly report</h4>
      <p>Figures for April to June, ready for review.</p>
      <div className={demo.actions}>
        <span className={demo.hairline}>Open</span>
        <span className={demo.hairline}>Share</span>
      </div>
    </section>
  )
}
