import type { ElementType, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useValidatedProps } from '../use-validated-props'
import styles from './Card.module.css'
import { CARD_DEFAULTS, type CardSection, cardSections, cardState, TEXT_SKELETON_LINES } from './logic'
import type { CardProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.cardSchema)

const present = (n: ReactNode) => n !== undefined && n !== null && n !== false && n !== ''

/**
 * Card groups related content in a box: an image at the top, in the middle or
 * at the bottom, a header, a body, up to two actions and a footer. While its
 * image or text loads it shows skeletons in their place and is aria-busy.
 */
export function Card(props: CardProps) {
  useValidatedProps('Card', loadSchema, props)
  const { t } = useTranslation()
  const { isImgLoading: imgLoading, isTextLoading: textLoading, imgAlt, imgPosition } = withDefaults(props, CARD_DEFAULTS)
  const state = cardState(imgLoading, textLoading)
  const level = props.headingLevel !== undefined && props.headingLevel >= 2 && props.headingLevel <= 6 ? Math.trunc(props.headingLevel) : 3
  const Heading = `h${level}` as ElementType
  const hasActions = Boolean(props.primaryActionLabel || props.secondaryActionLabel)
  const sections = cardSections({
    imgPosition: props.imgPosition,
    hasImage: imgLoading || Boolean(props.imgUrl),
    hasHeader: textLoading || present(props.header),
    hasBody: textLoading || present(props.children),
    hasActions,
    hasFooter: present(props.footer),
  })
  const render = (section: CardSection) => {
    switch (section) {
      case 'image':
        return imgLoading ? (
          <div key="image" className={`${styles.image} ${styles.skeleton}`} data-skeleton="image" aria-hidden="true" />
        ) : (
          <img key="image" className={styles.image} src={props.imgUrl ?? undefined} alt={imgAlt} />
        )
      case 'header':
        return textLoading ? (
          <div key="header" className={`${styles.lineHeader} ${styles.skeleton}`} data-skeleton="header" aria-hidden="true" />
        ) : (
          <div key="header" className={styles.header}>
            {typeof props.header === 'string' ? <Heading className={styles.heading}>{props.header}</Heading> : props.header}
          </div>
        )
      case 'body':
        return textLoading ? (
          <div key="body" className={styles.lines} data-skeleton="text" aria-hidden="true">
            {Array.from({ length: TEXT_SKELETON_LINES }, (_, i) => (
              <div key={i} className={`${styles.line} ${styles.skeleton}`} />
            ))}
          </div>
        ) : (
          <div key="body" className={styles.body}>
            {props.children}
          </div>
        )
      case 'actions':
        return (
          <div key="actions" className={styles.actions}>
            {props.primaryActionLabel && (
              <button type="button" className={styles.primary} onClick={props.onPrimaryAction}>
                {props.primaryActionLabel}
              </button>
            )}
            {props.secondaryActionLabel && (
              <button type="button" className={styles.secondary} onClick={props.onSecondaryAction}>
                {props.secondaryActionLabel}
              </button>
            )}
          </div>
        )
      case 'footer':
        return (
          <div key="footer" className={styles.footer}>
            {props.footer}
          </div>
        )
    }
  }
  return (
    <article className={styles.card} data-card="" data-state={state} data-img-position={imgPosition} aria-busy={state !== 'ready' || undefined}>
      {state !== 'ready' && <span className={styles.visuallyHidden}>{t('card.loading')}</span>}
      {sections.map(render)}
    </article>
  )
}
