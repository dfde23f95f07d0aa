import { Col, Row } from '@tessera-ds/library/grid'
import { Cell } from '../shared/grid-cell'

export default function Gap() {
  return (
    <Row gap={16}>
      <Col span={8}><Cell>8</Cell></Col>
      <Col span={8}><Cell alt>8</Cell></Col>
      <Col span={8}><Cell>8</Cell></Col>
      <Col span={8}><Cell alt>8</Cell></Col>
      <Col span={8}><Cell>8</Cell></Col>
      <Col span={8}><Cell alt>8</Cell></Col>
    </Row>
  )
}
