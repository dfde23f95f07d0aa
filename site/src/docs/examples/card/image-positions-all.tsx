import { Card, CARD_IMG_POSITIONS } from '@tessera-ds/library/card'
import landscape from './card-landscape.svg'
import demo from './demo.module.css'

export default function AllPositions() {
  return (
    <div className={demo.cards}>
      {CARD_IMG_POSITIONS.map((position) => (
        <Card key={position} header={`Image ${position}`} imgUrl={landscape} imgPosition={position} headingLevel={4}>
          A weekend in the mountains: two nights in a family-run guest house, breakfast with local produce and a guided walk to the lake.
        </Card>
      ))}
    </div>
  )
}
