import { useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../../app/i18n'
import { usePreferences } from '../../app/preferences-context'
import { LivePart } from '../../app/static'
import { useToast } from '../../library/toaster/Toaster'
import { exampleAnchor } from '../anchors'
import { copyMessage } from './copy'
import styles from './Example.module.css'
import type { ExampleModule } from './examples'
import { resolveStates, type ExampleState } from './states'

export interface ExampleProps {
  title?: string
  /** description says what the example shows, in a sentence */
  description?: ReactNode
  language?: string
  /** example is the example's own module (see examples): it runs, and its text is the code shown */
  example: ExampleModule
  /** frame places the running example in the page's scaffolding, such as a box that stands for an application's window; it is not part of the code shown */
  frame?: (live: ReactNode) => ReactNode
}

/** Example is a live example of a page: its module's component runs, framed as the page asks, above the module's text. */
export function Example({ example, frame = (live) => live, ...block }: ExampleProps) {
  return (
    <ExampleBlock {...block} id={example.id} code={example.source} states={example.states}>
      {frame(<example.Demo />)}
    </ExampleBlock>
  )
}

export interface ExampleBlockProps {
  /** id names the block's anchor and the harness's screenshot of it */
  id: string
  title?: string
  description?: ReactNode
  language?: string
  /** code is the text of what runs in children: an example module's, or the code a playground derives from the props it renders */
  code: string
  /** states are what a reader reaches from the example by acting (states.ts), carried for the harness as data-states */
  states?: ExampleState[]
  children: ReactNode
}

/**
 * ExampleBlock is the docs kit's live example block: children running in the
 * reader's example locale (with the matching lang), the code, and a copy
 * button that confirms with a toast. Pages use Example, playgrounds this.
 */
export function ExampleBlock({ id, title, description, language = 'tsx', code, states, children }: ExampleBlockProps) {
  const { locale } = usePreferences()
  const toast = useToast()
  // One i18next instance per locale that shares the loaded resources: the live
  // part speaks the example locale while the page around it stays in English.
  const localized = useMemo(() => i18n.cloneInstance({ lng: locale, initAsync: false }), [locale])
  // The names a state's steps find their elements by, as this locale gives them.
  const dataStates = useMemo(
    () => (states?.length ? JSON.stringify(resolveStates(id, states, (key, values) => localized.t(key, values), (key) => localized.exists(key))) : undefined),
    [id, states, localized],
  )
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
      <figure className={styles.block} data-example={id} data-states={dataStates} lang={locale}>
        {/* far below the first screen, it hydrates as it comes near (app/static.tsx) */}
        <LivePart id={id} className={styles.live} data-example-live="">
          <I18nextProvider i18n={localized}>{children}</I18nextProvider>
        </LivePart>
        <figcaption className={styles.toolbar}>
          <span className={styles.language}>{language}</span>
          <button type="button" className={styles.copy} onClick={copy}>
            Copy code
          </button>
        </figcaption>
        <pre className={styles.code} lang="en" tabIndex={0} role="group" aria-label={title ? `Code of ${title}` : 'Code'}>
          <code>{code}</code>
        </pre>
      </figure>
    </div>
  )
}
