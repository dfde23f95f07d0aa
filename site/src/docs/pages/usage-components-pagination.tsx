import '../../library/utilities.css'
import { Pagination } from '../../library/pagination/Pagination'
import { ADJACENT_AMOUNT, PAGE_SIZE } from '../../library/pagination/logic'
import { paginationSchema, type PaginationProps } from '../../library/pagination/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ex = examples(
  import.meta.glob('../examples/pagination/*.tsx', { eager: true }),
  import.meta.glob('../examples/pagination/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

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
      <Example example={ex.basic} title="50 items, 10 a page" />
      <Example example={ex['default-page']} title="Starting on page 3" description="Uncontrolled: defaultPage sets the page it starts on." />

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
      <Example example={ex['style-expand']} title="Expand" />
      <Example example={ex['style-flex']} title="Flex" description="500 items: 50 pages." />
      <Example example={ex['style-fraction']} title="Fraction" />

      <h2 id="flex-without-a-total">Flex without a total</h2>
      <p>
        When the server does not say how many items there are, pass <code>total={'{null}'}</code>: the flexible style then has no last page. It shows the pages up
        to the current one and those after it, and next stays enabled; stop asking for pages when one comes back short. Only the flex style allows a null total.
      </p>
      <Example example={ex['flex-no-total']} title="No right bound" />

      <h2 id="adjacent-pages-and-fixed-width">Adjacent pages and fixed width</h2>
      <p>
        <code>adjacentAmount</code> sets how many pages the flexible style shows on each side of the current one. With <code>isFixedWidth</code> every page button
        is as wide as the widest page number, so the buttons do not shift as the reader moves from page 9 to page 10.
      </p>
      <Example example={ex['adjacent-amount']} title="adjacentAmount 1, 2 and 3" />
      <Example example={ex['fixed-width']} title="Fixed width" />

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
          { props: { total: null } },
          { props: { pagingStyle: 'fraction', total: null } },
          { props: { total: 50, pageSize: 0 } },
          { props: { total: 50, adjacentAmount: -1 } },
          { props: { total: 50, page: 0 } },
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
