import { TAGS } from '../app/menu'
import styles from './docs.module.css'
import { useRoute } from './useRoute'

/** PageHeader opens a docs page: its title, its tags with their explanations, and its summary, as the menu manifest gives them. */
export function PageHeader() {
  const { title, tags, summary } = useRoute()
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {tags.map((t) => (
            <li key={t}>
              <abbr className={styles.tag} data-tag={t} title={TAGS[t]}>
                {t}
              </abbr>
              <span className={styles.tagText}>{TAGS[t]}</span>
            </li>
          ))}
        </ul>
      )}
      {summary && <p className={styles.summary}>{summary}</p>}
    </header>
  )
}
