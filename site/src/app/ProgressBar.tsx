import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { DataRouter } from 'react-router'
import { createProgress, IDLE, type Progress } from './progress'
import styles from './Shell.module.css'

/**
 * ProgressBar shows page loading: it follows the router's navigations (and
 * the first load) and turns red when one ends in an error. Its width is set
 * through the CSSOM (the CSP allows no style attribute in the served HTML),
 * and hidden it has no style attribute at all: its markup at rest is the
 * same whether it has shown or not.
 */
export function ProgressBar({ router }: { router: DataRouter }) {
  const [progress, setProgress] = useState<Progress>(IDLE)
  useEffect(() => {
    const controller = createProgress(setProgress)
    let busy = false
    const follow = (state: DataRouter['state']) => {
      const loading = !state.initialized || state.navigation.state !== 'idle'
      if (loading && !busy) controller.start()
      if (!loading && busy) (state.errors ? controller.fail : controller.finish)()
      busy = loading
    }
    follow(router.state)
    return router.subscribe(follow)
  }, [router])
  const hidden = progress.state === 'idle' || progress.state === 'waiting'
  const bar = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = bar.current
    if (!el) return
    if (hidden) el.removeAttribute('style')
    else el.style.transform = `scaleX(${progress.percent / 100})`
  }, [hidden, progress.percent])
  return (
    <div
      ref={bar}
      className={styles.progressbar}
      data-progressbar=""
      data-state={progress.state}
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress.percent)}
      hidden={hidden}
    />
  )
}
