import { useEffect, useState } from 'react'
import type { DataRouter } from 'react-router'
import { createProgress, IDLE, type Progress } from './progress'
import styles from './Shell.module.css'

/**
 * ProgressBar shows page loading: it follows the router's navigations (and
 * the first load) and turns red when one ends in an error.
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
  return (
    <div
      className={styles.progressbar}
      data-progressbar=""
      data-state={progress.state}
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress.percent)}
      hidden={hidden}
      style={hidden ? undefined : { transform: `scaleX(${progress.percent / 100})` }}
    />
  )
}
