import { TAGS } from '../app/menu'
import styles from './docs.module.css'
import { useRoute } from './useRoute'

/**
 * PageHeader opens a docs page: its title and its tags with their explanations, as the menu manifest gives them, and
 * its summary, which the page exports (`export const summary`, also its description and its search result).
 */
export function PageHeader({ summary }: { summary: string }) {
  const { title, tags } = useRoute()
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
