import { forwardRef, useEffect, useImperativeHandle, useRef, type ComponentProps } from 'react'
import { Link } from 'react-router'
import { observePrefetch } from './prefetch'
import { prefetchPage } from './pages'

type Props = ComponentProps<typeof Link> & { to: string }

/**
 * AppLink is a router link that fetches its page's code once it scrolls into
 * view, unless the connection is slow, saves data or is offline.
 */
export const AppLink = forwardRef<HTMLAnchorElement, Props>(function AppLink(props, forwarded) {
  const ref = useRef<HTMLAnchorElement>(null)
  useImperativeHandle(forwarded, () => ref.current!)
  const { to } = props
  useEffect(() => {
    const el = ref.current
    if (!el) return
    return observePrefetch(el, () => prefetchPage(to.split(/[?#]/)[0]))
  }, [to])
  return <Link {...props} ref={ref} discover="none" data-prefetch="" />
})
