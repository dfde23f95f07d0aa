import { Col, Row } from '@tessera-ds/library/grid'
import { Cell } from '../shared/grid-cell'

export default function Nested() {
  return (
    <Row>
      <Col span={16}>
        <Row gap={8}>
          <Col span={24}><Cell>16</Cell></Col>
          <Col span={12}><Cell alt>12 of 16</Cell></Col>
          <Col span={12}><Cell alt>12 of 16</Cell></Col>
        </Row>
      </Col>
      <Col span={8}>
        <Cell tall>8</Cell>
      </Col>
    </Row>
  )
}
