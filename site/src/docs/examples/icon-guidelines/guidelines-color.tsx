import { Icon } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

export default function GuidelinesColor() {
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <span className={`${demo.status} ${demo.success}`}>
        <Icon name="check_circle" />
        Upload complete
      </span>
      <span className={`${demo.status} ${demo.error}`}>
        <Icon name="error" />2 files could not be uploaded
      </span>
    </div>
  )
}
