import type { ReactNode } from 'react'
import { Col, Row } from '../../library/grid/Grid'
import { Cell } from '../examples/shared/grid-cell'
import { Frame, Workspace } from '../pages/layouts/frame'

/** appFrame shows an example's bars in a box that stands for the application's window, with a made-up workspace of three cards after them. */
export const appFrame =
  (small = false) =>
  (live: ReactNode) => (
    <Frame height="28rem" minWidth={small ? undefined : '40rem'} column={small}>
      {live}
      <Workspace title="All orders" lines={2}>
        <Row gutter={12} gap={12}>
          {['Open', 'In production', 'Shipped'].map((s, i) => (
            <Col key={s} span={24} sm={8}>
              <Cell alt={i === 1}>{s}</Cell>
            </Col>
          ))}
        </Row>
      </Workspace>
    </Frame>
  )

/** FRAME_CODE is the layouts introduction's code of an application's frame: the components and a few lines of CSS. */
export const FRAME_CODE = `function AppFrame() {
  const [narrow, setNarrow] = useState(false)
  return (
    <div className="app">
      <Navbar
        logoUrl={logo}
        sections={sections}
        isNarrow={narrow}
        onNarrowChange={setNarrow}
      />
      <Actionbar headerTitle="Orders" items={items} />
      <main className="workspace">
        <Outlet />
      </main>
    </div>
  )
}

/* app.css */
.app { display: flex; min-height: 100vh; }
.workspace { flex: 1; min-width: 0; }
@media (max-width: 839.98px) {
  .app { flex-direction: column; }
}`
