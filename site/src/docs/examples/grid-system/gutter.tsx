import { Col, Row } from '@tessera-ds/library/grid'
import { Cell, Labelled, Stack } from '../shared/grid-cell'

export default function Gutter() {
  return (
    <Stack>
      <Labelled label="gutter={0}">
        <Row gutter={0}>
          <Col span={6}><Cell>6</Cell></Col>
          <Col span={6}><Cell alt>6</Cell></Col>
          <Col span={6}><Cell>6</Cell></Col>
          <Col span={6}><Cell alt>6</Cell></Col>
        </Row>
      </Labelled>
      <Labelled label="gutter={16}, the default">
        <Row>
          <Col span={6}><Cell>6</Cell></Col>
          <Col span={6}><Cell alt>6</Cell></Col>
          <Col span={6}><Cell>6</Cell></Col>
          <Col span={6}><Cell alt>6</Cell></Col>
        </Row>
      </Labelled>
      <Labelled label="gutter={32}">
        <Row gutter={32}>
          <Col span={6}><Cell>6</Cell></Col>
          <Col span={6}><Cell alt>6</Cell></Col>
          <Col span={6}><Cell>6</Cell></Col>
          <Col span={6}><Cell alt>6</Cell></Col>
        </Row>
      </Labelled>
    </Stack>
  )
}
