import { Col, Row } from '@tessera-ds/library/grid'
import { Cell } from '../shared/grid-cell'

export default function List() {
  return (
    <Row tag="ul" gap={16}>
      <Col tag="li" span={24} sm={8}><Cell>Orders</Cell></Col>
      <Col tag="li" span={24} sm={8}><Cell alt>Quotes</Cell></Col>
      <Col tag="li" span={24} sm={8}><Cell>Parts</Cell></Col>
    </Row>
  )
}
