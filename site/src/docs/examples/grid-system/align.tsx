import { Col, Row } from '@tessera-ds/library/grid'
import { Cell, Labelled, Stack } from '../shared/grid-cell'

const alignments = ['top', 'center', 'bottom', 'stretch'] as const

export default function Align() {
  return (
    <Stack>
      {alignments.map((align) => (
        <Labelled key={align} label={`align="${align}"`}>
          <Row align={align}>
            <Col span={8}><Cell tall>tall</Cell></Col>
            <Col span={8}><Cell alt>8</Cell></Col>
            <Col span={8}><Cell>8</Cell></Col>
          </Row>
        </Labelled>
      ))}
    </Stack>
  )
}
