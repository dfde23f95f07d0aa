import { Button } from '@tessera-ds/library/button'
import demo from './demo.module.css'

export default function BlockMultiline() {
  return (
    <div className={demo.narrow}>
      <Button isBlock variant="primary" label="Block button" />
      <Button isBlock variant="secondary" icon="download" label="Download" />
      <Button isBlock isMultiline label="A block button whose long label wraps onto several lines" />
      <Button isBlock isMultiline size="small" label="A small one wraps its long label the same way" />
      <Button isBlock isMultiline size="large" label="A large one wraps its long label the same way" />
      <Button isMultiline variant="text" label="A multiline text button, as wide as its label allows" />
    </div>
  )
}
