import { forwardRef, useEffect, useImperativeHandle, useRef, type ComponentProps } from 'react'
import { Link } from 'react-router'
import { browserShouldPrefetch } from './prefetch'
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
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      if (!browserShouldPrefetch()) return
      observer.disconnect()
      const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1))
      idle(() => prefetchPage(to.split(/[?#]/)[0]))
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [to])
  return <Link {...props} ref={ref} data-prefetch="" />
})
