import { Button } from '@tessera-ds/library/button'
import demo from './demo.module.css'

export default function WritingConfirm() {
  return (
    <section className={demo.dialog} aria-label="Example confirmation">
      <p className={demo.dialogTitle}>Delete “Harbour redesign”?</p>
      <p>The project and its 24 files are deleted for everyone. This cannot be undone.</p>
      <div className={demo.dialogActions}>
        <Button label="Cancel" />
        <Button variant="danger" label="Delete project" />
      </div>
    </section>
  )
}
