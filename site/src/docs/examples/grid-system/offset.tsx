import { Col, Row } from '@tessera-ds/library/grid'
import { Cell, Stack } from '../shared/grid-cell'

export default function Offset() {
  return (
    <Stack>
      <Row>
        <Col span={8} offset={8}><Cell>8, offset 8</Cell></Col>
      </Row>
      <Row>
        <Col span={6} offset={6}><Cell>6, offset 6</Cell></Col>
        <Col span={6} offset={6}><Cell alt>6, offset 6</Cell></Col>
      </Row>
      <Row>
        <Col span={12} offset={12}><Cell>12, offset 12</Cell></Col>
      </Row>
    </Stack>
  )
}
