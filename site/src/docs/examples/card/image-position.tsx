import { useState } from 'react'
import { Card, CARD_IMG_POSITIONS, type CardImgPosition } from '@tessera-ds/library/card'
import { ToggleGroup } from '@tessera-ds/library/toggle-group'
import landscape from './card-landscape.svg'
import part from './card-part.svg'
import demo from './demo.module.css'

export default function ImagePosition() {
  const [position, setPosition] = useState<CardImgPosition>('top')
  return (
    <div className={demo.stack}>
      <ToggleGroup
        label="Image position"
        options={CARD_IMG_POSITIONS.map((p) => ({ key: p, label: p }))}
        value={position}
        onValueChange={(value) => typeof value === 'string' && setPosition(value as CardImgPosition)}
      />
      <div className={demo.cards}>
        <Card header="Mountain weekend" imgUrl={landscape} imgPosition={position} footer="From 240 € per person">
          A weekend in the mountains: two nights in a family-run guest house, breakfast with local produce and a guided walk to the lake.
        </Card>
        <Card header="Bracket, aluminium" imgUrl={part} imgAlt="A drawing of a triangular bracket" imgPosition={position} primaryActionLabel="Order">
          Milled from one block, 40 × 40 × 12 mm, anodised.
        </Card>
      </div>
    </div>
  )
}
