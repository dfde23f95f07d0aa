import html from 'virtual:changelog'
import styles from '../docs.module.css'

/** Changelog shows the repository's CHANGELOG.md, rendered when the site is built. */
export default function Changelog() {
  return <article className={`${styles.page} ${styles.prose}`} dangerouslySetInnerHTML={{ __html: html }} />
}
