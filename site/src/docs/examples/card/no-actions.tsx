import { Card } from '@tessera-ds/library/card'
import part from './card-part.svg'
import demo from './demo.module.css'

export default function WithoutActions() {
  return (
    <div className={demo.narrow}>
      <Card header="Bracket, aluminium" imgUrl={part}>
        <p>Milled from one block, 40 × 40 × 12 mm, anodised.</p>
        <p>Drawing after a model by the design team.</p>
      </Card>
    </div>
  )
}
