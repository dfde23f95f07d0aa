import demo from './demo.module.css'

export default function LabelValue() {
  return (
    <dl className={demo.pairs}>
      <div>
        <dt>Customer</dt>
        <dd>Marta Kowalczyk</dd>
      </div>
      <div>
        <dt>Delivery address</dt>
        <dd>
          Hafenstraße 12
          <br />
          20457 Hamburg
        </dd>
      </div>
      <div>
        <dt>Open orders</dt>
        <dd className={demo.key}>42</dd>
      </div>
    </dl>
  )
}
