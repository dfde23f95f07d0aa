import { useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../../app/i18n'
import { usePreferences } from '../../app/preferences-context'
import { useToast } from '../../library/toaster/Toaster'
import { exampleAnchor } from '../anchors'
import { copyMessage } from './copy'
import styles from './Example.module.css'
import type { ExampleModule } from './examples'

interface CommonProps {
  title?: string
  /** description says what the example shows, in a sentence */
  description?: ReactNode
  language?: string
}

export type ExampleProps = CommonProps &
  (
    | {
        /** example is the example's own module (see examples): it runs, and its text is the code shown */
        example: ExampleModule
      }
    // MIGRATING: the old form, a code string beside the JSX that runs; goes when every page has its example modules.
    | { id: string; code: string; children: ReactNode }
  )

/**
 * Example is the docs kit's live example block: the example module's component
 * running in the reader's example locale (with the matching lang), the module's
 * text, and a copy button that confirms with a toast.
 */
export function Example(props: ExampleProps) {
  const { title, description, language = 'tsx' } = props
  const { id, code, live } = 'example' in props ? { id: props.example.id, code: props.example.source, live: <props.example.Demo /> } : { id: props.id, code: props.code, live: props.children }
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
          <I18nextProvider i18n={localized}>{live}</I18nextProvider>
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
