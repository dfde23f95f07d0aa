import { useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../../app/i18n'
import { usePreferences } from '../../app/preferences-context'
import { useToast } from '../../library/toaster/Toaster'
import { exampleAnchor } from '../anchors'
import { copyMessage } from './copy'
import styles from './Example.module.css'

export interface ExampleProps {
  /** id is stable and unique on its page: the harness names the example's screenshot after it */
  id: string
  title?: string
  /** description says what the example shows, in a sentence */
  description?: ReactNode
  /** code is the source a reader copies to get the same result */
  code: string
  language?: string
  children: ReactNode
}

/**
 * Example is the docs kit's live example block: the component running in the
 * reader's example locale (with the matching lang), its code, and a copy
 * button that confirms with a toast.
 */
export function Example({ id, title, description, code, language = 'tsx', children }: ExampleProps) {
  const { locale } = usePreferences()
  const toast = useToast()
  // One i18next instance per locale that shares the loaded resources: the live
  // part speaks the example locale while the page around it stays in English.
  const localized = useMemo(() => i18n.cloneInstance({ lng: locale, initAsync: false }), [locale])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      toast({ type: 'success', text: copyMessage(code) })
    } catch {
      toast({ type: 'error', text: 'Copying to the clipboard failed' })
    }
  }
  return (
    <div className={styles.example} id={exampleAnchor(id)}>
      {title && <h3 className={styles.title}>{title}</h3>}
      {description && <p className={styles.description}>{description}</p>}
      <figure className={styles.block} data-example={id} lang={locale}>
        <div className={styles.live} data-example-live="">
          <I18nextProvider i18n={localized}>{children}</I18nextProvider>
        </div>
        <figcaption className={styles.toolbar}>
          <span className={styles.language}>{language}</span>
          <button type="button" className={styles.copy} onClick={copy}>
            Copy code
          </button>
        </figcaption>
        <pre className={styles.code} lang="en" tabIndex={0}>
          <code>{code}</code>
        </pre>
      </figure>
    </div>
  )
}
