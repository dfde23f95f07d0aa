import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Card } from '@tessera-ds/library/card'
import landscape from './card-landscape.svg'
import demo from './demo.module.css'

const body = 'A weekend in the mountains: two nights in a family-run guest house, breakfast with local produce and a guided walk to the lake.'

export default function Loading() {
  const [loading, setLoading] = useState(true)
  return (
    <div className={demo.stack}>
      <div>
        <Button label={loading ? 'Finish loading' : 'Load again'} onClick={() => setLoading(!loading)} />
      </div>
      <div className={demo.cards}>
        <Card header="Mountain weekend" imgUrl={landscape} isImgLoading={loading} isTextLoading={loading}>
          {body}
        </Card>
        <Card header="Mountain weekend" imgUrl={landscape} isImgLoading={loading}>
          {body}
        </Card>
        <Card header="Mountain weekend" imgUrl={landscape} isTextLoading={loading}>
          {body}
        </Card>
      </div>
    </div>
  )
}
