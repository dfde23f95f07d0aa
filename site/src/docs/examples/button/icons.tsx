import { Button, BUTTON_SIZES } from '@tessera-ds/library/button'
import demo from './demo.module.css'

export default function Icons() {
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <div className="ts-cluster ts-gap-3">
        <Button icon="plus" label="Add item" variant="primary" />
        <Button icon="plus" label="Add item" />
        <Button icon="arrow_forward" iconPosition="right" label="Next step" variant="secondary" />
        <Button icon="open_in_new" iconPosition="right" label="Open the guide" variant="text" />
      </div>
      {BUTTON_SIZES.map((size) => (
        <div key={size} className="ts-cluster ts-gap-3">
          <span className={demo.caption}>{size}</span>
          <Button size={size} icon="edit" helpText="Edit the order" />
          <Button size={size} icon="delete" helpText="Delete the order" variant="danger" />
          <Button size={size} icon="download" helpText="Download the invoice" variant="primary" />
          <Button size={size} icon="more_horizontal" helpText="More options" variant="text" />
        </div>
      ))}
    </div>
  )
}
