import { Col, Row } from '../../library/grid/Grid'
import { spanSchedule, type ColSpans } from '../../library/grid/logic'
import type { ColProps, RowProps } from '../../library/grid/schema'
import { Cell } from '../examples/shared/grid-cell'

/** scheduleText says a column's spans by window width: "12, 6 from 600 px". */
export function scheduleText(col: ColSpans): string {
  return spanSchedule(col)
    .map((s) => (s.from === 0 ? `${s.span}` : `${s.span} from ${s.from} px`))
    .join(', ')
}

/** RowPlayground is the row of the playground, with three columns of its own. */
export function RowPlayground(props: RowProps) {
  return (
    <Row {...props}>
      <Col span={6}>
        <Cell tall>6</Cell>
      </Col>
      <Col span={4}>
        <Cell alt>4</Cell>
      </Col>
      <Col span={8}>
        <Cell>8</Cell>
      </Col>
    </Row>
  )
}

/** ROW_CHILDREN_CODE is the code of RowPlayground's columns. */
export const ROW_CHILDREN_CODE = `<Col span={6}>…</Col>
<Col span={4}>…</Col>
<Col span={8}>…</Col>`

/** ColPlayground is the column of the playground, in a row beside another. */
export function ColPlayground(props: ColProps) {
  return (
    <Row gap={8}>
      <Col {...props}>
        <Cell>this column</Cell>
      </Col>
      <Col span={6}>
        <Cell alt>6</Cell>
      </Col>
    </Row>
  )
}
