import { Col, Row } from '@tessera-ds/library/grid'
import { Cell } from '../shared/grid-cell'

export default function PushPull() {
  return (
    <Row>
      <Col span={18} push={6}>
        <Cell>Main content: 18, push 6</Cell>
      </Col>
      <Col span={6} pull={18}>
        <Cell alt>Side: 6, pull 18</Cell>
      </Col>
    </Row>
  )
}
