import demo from './demo.module.css'

export default function Formatting() {
  return (
    <div className={demo.prose}>
      <p>
        Orders placed <em>before noon</em> ship the same day. <strong>Custom parts</strong> take longer, and the order page says by how much. The reference of
        an order, such as <code>ORD-10442</code>, is in every email about it.
      </p>
      <ul>
        <li>Standard parts: one working day</li>
        <li>Custom parts: five working days</li>
      </ul>
      <ol>
        <li>Check the drawing</li>
        <li>Confirm the material</li>
      </ol>
    </div>
  )
}
