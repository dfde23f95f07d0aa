import { Banner, BANNER_TYPES, type BannerType } from '@tessera-ds/library/banner'
import demo from './demo.module.css'

const texts: Record<BannerType, string> = {
  error: 'The invoice could not be sent. Check the customer’s e-mail address and try again.',
  info: 'Prices shown include VAT for deliveries inside the EU.',
  success: 'Your order has been placed. A confirmation is on its way to your inbox.',
  warning: 'Your session ends in five minutes. Save your changes to keep them.',
}

export default function Types() {
  return (
    <div className={demo.stack}>
      {BANNER_TYPES.map((type) => (
        <Banner key={type} type={type} text={texts[type]} />
      ))}
    </div>
  )
}
