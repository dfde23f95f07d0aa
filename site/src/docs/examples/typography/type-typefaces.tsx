import demo from './demo.module.css'

export default function Typefaces() {
  return (
    <div className={demo.families}>
      <p style={{ fontFamily: 'var(--font-sans)' }}>Noto Sans: Shipping address · Адреса доставки · Διεύθυνση</p>
      <p style={{ fontFamily: 'var(--font-sans)', fontWeight: 'var(--font-weight-semibold)' }}>Noto Sans semibold: Save changes</p>
      <p style={{ fontFamily: 'var(--font-mono)' }}>Noto Sans Mono: order_id = 10442</p>
    </div>
  )
}
