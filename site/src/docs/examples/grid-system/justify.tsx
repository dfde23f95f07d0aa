import { Col, Row } from '@tessera-ds/library/grid'
import { Cell, Labelled, Stack } from '../shared/grid-cell'

const justifications = ['start', 'center', 'end', 'space-between', 'space-around'] as const

export default function Justify() {
  return (
    <Stack>
      {justifications.map((justify) => (
        <Labelled key={justify} label={`justify="${justify}"`}>
          <Row justify={justify}>
            <Col span={4}><Cell>4</Cell></Col>
            <Col span={4}><Cell alt>4</Cell></Col>
            <Col span={4}><Cell>4</Cell></Col>
          </Row>
        </Labelled>
      ))}
    </Stack>
  )
}
