import { Col, Row } from '@tessera-ds/library/grid'
import { Cell } from '../shared/grid-cell'

/** One card across on a phone, two from sm, three from md, four from lg. */
export const card = { span: 24, sm: 12, md: 8, lg: 6 }

export default function Responsive() {
  return (
    <Row gap={16}>
      <Col {...card}><Cell>North</Cell></Col>
      <Col {...card}><Cell alt>East</Cell></Col>
      <Col {...card}><Cell>South</Cell></Col>
      <Col {...card}><Cell alt>West</Cell></Col>
    </Row>
  )
}
