import { PageHeader } from './PageHeader'
import styles from './docs.module.css'
import { useRoute } from './useRoute'

/** Placeholder is the page of a route whose content is still to come: its title, tags and summary from the manifest. */
export default function Placeholder() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p className={styles.note}>This page is being written. Its examples, props table and playground come next.</p>
    </article>
  )
}
