import { Card } from '@tessera-ds/library/card'
import demo from './demo.module.css'

export default function WithFooter() {
  return (
    <div className={demo.narrow}>
      <Card header="Delivery" footer={<a href="#delivery">All delivery options</a>}>
        Two to four working days inside the EU.
      </Card>
    </div>
  )
}
