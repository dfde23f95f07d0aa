import { Col, Row } from '@tessera-ds/library/grid'
import { Cell, Stack } from '../shared/grid-cell'

export default function Spans() {
  return (
    <Stack>
      <Row>
        <Col span={24}><Cell>24</Cell></Col>
      </Row>
      <Row>
        <Col span={12}><Cell>12</Cell></Col>
        <Col span={12}><Cell alt>12</Cell></Col>
      </Row>
      <Row>
        <Col span={8}><Cell>8</Cell></Col>
        <Col span={8}><Cell alt>8</Cell></Col>
        <Col span={8}><Cell>8</Cell></Col>
      </Row>
      <Row>
        <Col span={6}><Cell>6</Cell></Col>
        <Col span={6}><Cell alt>6</Cell></Col>
        <Col span={6}><Cell>6</Cell></Col>
        <Col span={6}><Cell alt>6</Cell></Col>
      </Row>
      <Row>
        <Col span={2}><Cell>2</Cell></Col>
        <Col span={4}><Cell alt>4</Cell></Col>
        <Col span={8}><Cell>8</Cell></Col>
        <Col span={10}><Cell alt>10</Cell></Col>
      </Row>
    </Stack>
  )
}
