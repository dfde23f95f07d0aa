import { Col, Row } from '../../library/grid/Grid'
import { spanSchedule, type ColSpans } from '../../library/grid/logic'
import { BREAKPOINTS } from '../../library/tokens/breakpoints'
import { colSchema, rowSchema, type ColProps, type RowProps } from '../../library/grid/schema'
import { card } from '../examples/grid-system/responsive'
import { Cell } from '../examples/shared/grid-cell'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import styles from './layouts/page.module.css'
import cellSource from '../examples/shared/grid-cell.tsx?raw'
import { SharedModule } from '../kit/SharedModule'

const ex = examples(
  import.meta.glob('../examples/grid-system/*.tsx', { eager: true }),
  import.meta.glob('../examples/grid-system/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

function scheduleText(col: ColSpans): string {
  return spanSchedule(col)
    .map((s) => (s.from === 0 ? `${s.span}` : `${s.span} from ${s.from} px`))
    .join(', ')
}

function RowPlayground(props: RowProps) {
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

function ColPlayground(props: ColProps) {
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

/** The grid's page: spans, gutter, gap, offset, push and pull, alignment, responsive spans, nesting, props and playgrounds. */
export default function GridSystemPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        The grid divides the width of a row into 24 columns. A <code>Row</code> holds <code>Col</code>s; each column spans a number of those 24, all of them unless
        told. Columns that do not fit wrap to the next line. Use it for the workspace: forms, cards, dashboards. 24 divides by 2, 3, 4, 6, 8 and 12, so halves,
        thirds and quarters all come out even.
      </p>
      <pre>
        <code>{`import { Col, Row } from '@tessera-ds/library/grid'`}</code>
      </pre>

      <h2 id="spans">Spans</h2>
      <p>
        <code>span</code> is the number of columns, from 1 to 24 (default 24). Spans that add up to 24 fill the row exactly, gutters included.
      </p>
      <SharedModule path="../shared/grid-cell" source={cellSource}>
        The examples make their columns visible with coloured cells:
      </SharedModule>
      <Example example={ex.spans} title="Spans" />

      <h2 id="gutter">Gutter</h2>
      <p>
        The gutter is the space between columns, 16 px unless told. It sits only between columns, never at the row’s edges, so a row lines up with the text
        around it.
      </p>
      <Example example={ex.gutter} title="Gutters of 0, 16 and 32 px" />

      <h2 id="gap">Gap</h2>
      <p>
        The gap is the space between lines of columns that wrap, 0 unless told. Give a row of cards a gap as wide as its gutter for an even spacing.
      </p>
      <Example example={ex.gap} title="A gap of 16 px between lines" />

      <h2 id="offset">Offset</h2>
      <p>
        <code>offset</code> leaves that many columns empty before a column. An offset and a span may not add up to more than 24.
      </p>
      <Example example={ex.offset} title="Offsets" />

      <h2 id="push-and-pull">Push and pull</h2>
      <p>
        <code>push</code> moves a column right and <code>pull</code> moves it left, by whole columns, without moving the others. Together they change the visual
        order while the source order stays: here the main content comes first for screen readers and keyboards, the side panel first for the eye.
      </p>
      <Example example={ex['push-pull']} title="Swapping two columns" />

      <h2 id="alignment">Alignment</h2>
      <p>
        <code>justify</code> places columns that do not fill the row: at the start (default), the centre or the end, or with the space between or around them.
      </p>
      <Example example={ex.justify} title="Justify" />
      <p>
        <code>align</code> lines up columns of different heights: at the top (default), the centre or the bottom, or stretched to the tallest.
      </p>
      <Example example={ex.align} title="Align" />

      <h2 id="responsive-spans">Responsive spans</h2>
      <p>
        <code>sm</code>, <code>md</code>, <code>lg</code> and <code>xl</code> give a column another span from a window width up: 600, 840, 960 and 1280 px, the
        library’s breakpoints. Below the first one that is set, <code>span</code> applies. Start from the small screen: one column each, then more side by side as
        the width grows.
      </p>
      <table className={styles.table}>
        <caption>Breakpoints</caption>
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Applies from</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <code>span</code>
            </th>
            <td>0 px, and wherever no responsive span applies</td>
          </tr>
          {Object.entries(BREAKPOINTS).map(([bp, px]) => (
            <tr key={bp}>
              <th scope="row">
                <code>{bp}</code>
              </th>
              <td>{px} px</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Example example={ex.responsive} title="One, two, three, then four across" description={`Each card spans ${scheduleText(card)}. Resize the window to see them move.`} />

      <h2 id="nesting-and-lists">Nesting and lists</h2>
      <p>
        A column can hold a row of its own, which divides the column’s width into 24 again. With <code>tag</code>, a row and its columns become a list and its
        items, for a list of cards.
      </p>
      <Example example={ex.nested} title="A row inside a column" />
      <Example example={ex.list} title="A list of cards" />

      <h2 id="validation">Validation</h2>
      <Validation
        name="Col"
        schema={colSchema}
        cases={[
          { props: { span: 30 } },
          { props: { span: 6.5 } },
          { props: { span: 12, offset: 16 } },
          { props: { md: 0 } },
        ]}
      />
      <Validation name="Row" schema={rowSchema} intro={false} cases={[{ props: { gutter: -8 } }, { props: { justify: 'left' } }]} />

      <h2 id="props">Props</h2>
      <PropsTable schema={rowSchema} name="Row" />
      <PropsTable schema={colSchema} name="Col" />

      <h2 id="playgrounds">Playgrounds</h2>
      <h3 id="row">Row</h3>
      <Playground
        id="playground-row"
        schema={rowSchema}
        name="Row"
        component={RowPlayground}
        initial={{ gutter: 16, gap: 0, align: 'top', justify: 'start' }}
        omit={['tag']}
        description="Three columns spanning 18 of 24, the first one taller: room to see justify and align at work."
        childrenCode={`<Col span={6}>…</Col>
<Col span={4}>…</Col>
<Col span={8}>…</Col>`}
      />
      <h3 id="col">Col</h3>
      <Playground
        id="playground-col"
        schema={colSchema}
        name="Col"
        component={ColPlayground}
        initial={{ span: 12 }}
        omit={['tag']}
        childrenCode="…"
      />
    </article>
  )
}
