import { useState } from 'react'
import { Pagination } from '../../library/pagination/Pagination'
import { ADJACENT_AMOUNT, PAGE_SIZE } from '../../library/pagination/logic'
import { paginationSchema, type PaginationProps } from '../../library/pagination/schema'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import demo from './actions/demo.module.css'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

/** Shared is a pagination whose page the example keeps, shown beside it as the page a list would load. */
function Shared(props: Omit<PaginationProps, 'page' | 'onPageChange'> & { start?: number }) {
  const { start = 1, ...rest } = props
  const [page, setPage] = useState(start)
  return (
    <div className={demo.stack}>
      <Pagination {...rest} page={page} onPageChange={setPage} />
      <output className={demo.status}>onPageChange: page {page}</output>
    </div>
  )
}

const playgroundInitial: PaginationProps = { total: 500, pagingStyle: 'flex', adjacentAmount: 1, label: 'Playground pages' }

/** The pagination page: the three styles, a flexible one without a total, adjacent pages, fixed width, keyboard, rules, props and playground. */
export default function PaginationPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Pagination splits a long list into pages and moves between them. It knows how many items there are (<code>total</code>) and how many fit on a page (
        <code>pageSize</code>, {PAGE_SIZE} unless told), shows where the reader is and asks for another page through <code>onPageChange</code>; loading that
        page’s items is up to you. Pages count from 1.
      </p>

      <h2 id="basic-usage">Basic usage</h2>
      <p>
        Give it the total and keep the page: <code>page</code> with <code>onPageChange</code>, or only <code>defaultPage</code> to let it keep the page itself.
        Previous and next are disabled on the first and last page.
      </p>
      <Example
        id="basic"
        title="50 items, 10 a page"
        code={`const [page, setPage] = useState(1)

<Pagination total={50} page={page} onPageChange={setPage} />`}
      >
        <Shared total={50} />
      </Example>
      <Example id="default-page" title="Starting on page 3" description="Uncontrolled: defaultPage sets the page it starts on." code={`<Pagination total={50} defaultPage={3} />`}>
        <Pagination total={50} defaultPage={3} label="Starting on page 3" />
      </Example>

      <h2 id="styles">Styles</h2>
      <p>
        <code>pagingStyle</code> picks how the pages show:
      </p>
      <ul>
        <li>
          <strong>expand</strong> (the default): a button for every page. For a handful of pages.
        </li>
        <li>
          <strong>flex</strong>: the first and the last page, the current one and <code>adjacentAmount</code> pages ({ADJACENT_AMOUNT} unless told) on each side,
          with an ellipsis for each gap. It shows every page when there are at most twice <code>adjacentAmount</code> plus one pages, or fewer than two. A gap of a
          single page shows that page, since an ellipsis would take the same room.
        </li>
        <li>
          <strong>fraction</strong>: “current / max” between the arrows. The most compact, for small spaces such as a card’s footer.
        </li>
      </ul>
      <Example id="style-expand" title="Expand" code={`<Pagination pagingStyle="expand" total={80} page={page} onPageChange={setPage} />`}>
        <Shared total={80} start={4} label="Expand style" />
      </Example>
      <Example id="style-flex" title="Flex" description="500 items: 50 pages." code={`<Pagination pagingStyle="flex" total={500} page={page} onPageChange={setPage} />`}>
        <Shared total={500} pagingStyle="flex" start={25} label="Flex style" />
      </Example>
      <Example id="style-fraction" title="Fraction" code={`<Pagination pagingStyle="fraction" total={500} page={page} onPageChange={setPage} />`}>
        <Shared total={500} pagingStyle="fraction" start={7} label="Fraction style" />
      </Example>

      <h2 id="flex-without-a-total">Flex without a total</h2>
      <p>
        When the server does not say how many items there are, pass <code>total={'{null}'}</code>: the flexible style then has no last page. It shows the pages up
        to the current one and those after it, and next stays enabled; stop asking for pages when one comes back short. Only the flex style allows a null total.
      </p>
      <Example
        id="flex-no-total"
        title="No right bound"
        code={`<Pagination pagingStyle="flex" total={null} page={page} onPageChange={setPage} />`}
      >
        <Shared total={null} pagingStyle="flex" start={6} label="Without a total" />
      </Example>

      <h2 id="adjacent-pages-and-fixed-width">Adjacent pages and fixed width</h2>
      <p>
        <code>adjacentAmount</code> sets how many pages the flexible style shows on each side of the current one. With <code>isFixedWidth</code> every page button
        is as wide as the widest page number, so the buttons do not shift as the reader moves from page 9 to page 10.
      </p>
      <Example
        id="adjacent-amount"
        title="adjacentAmount 1, 2 and 3"
        code={`<Pagination pagingStyle="flex" total={500} adjacentAmount={1} defaultPage={25} />
<Pagination pagingStyle="flex" total={500} adjacentAmount={2} defaultPage={25} />
<Pagination pagingStyle="flex" total={500} adjacentAmount={3} defaultPage={25} />`}
      >
        <div className={demo.stack}>
          {[1, 2, 3].map((n) => (
            <Pagination key={n} pagingStyle="flex" total={500} adjacentAmount={n} defaultPage={25} label={`adjacentAmount ${n}`} />
          ))}
        </div>
      </Example>
      <Example id="fixed-width" title="Fixed width" code={`<Pagination pagingStyle="flex" total={5000} isFixedWidth defaultPage={99} />`}>
        <Shared total={5000} pagingStyle="flex" isFixedWidth start={99} label="Fixed width" />
      </Example>

      <h2 id="keyboard-and-accessibility">Keyboard and accessibility</h2>
      <ul>
        <li>
          It is a <code>nav</code> landmark named “Pages” in the reader’s language, or by <code>label</code>; give each pagination on a page its own name.
        </li>
        <li>
          The current page’s button has <code>aria-current=&quot;page&quot;</code>; each page button is named “Page 3” and the fraction reads “Page 3 of 50”.
        </li>
        <li>
          Tab reaches previous, the page buttons and next. The page buttons are a single Tab stop: ArrowLeft and ArrowRight move between them, Home and End go to
          the first and the last, and Enter or Space selects the focused page.
        </li>
        <li>Previous and next are disabled at the ends. The ellipses are hidden from screen readers.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Pagination"
        schema={paginationSchema}
        cases={[
          { code: 'total={null}', props: { total: null } },
          { code: 'pagingStyle="fraction" total={null}', props: { pagingStyle: 'fraction', total: null } },
          { code: 'total={50} pageSize={0}', props: { total: 50, pageSize: 0 } },
          { code: 'total={50} adjacentAmount={-1}', props: { total: 50, adjacentAmount: -1 } },
          { code: 'total={50} page={0}', props: { total: 50, page: 0 } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={paginationSchema} name="Pagination" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={paginationSchema}
        name="Pagination"
        component={Pagination}
        initial={playgroundInitial}
        omit={['page', 'defaultPage', 'label']}
        description="Change the style, the total and the adjacent pages; the page buttons work as in an application."
      />
    </article>
  )
}
