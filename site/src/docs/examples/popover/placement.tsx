import { Button } from '@tessera-ds/library/button'
import { Popover, type PopoverPlacement } from '@tessera-ds/library/popover'
import demo from './demo.module.css'

const placements: PopoverPlacement[] = ['top', 'right', 'bottom-start', 'left']

export default function Placement() {
  return (
    <div className={demo.placements}>
      {placements.map((placement) => (
        <Popover key={placement} placement={placement} size="sm" content={`Placed ${placement}`} label={`Placement ${placement}`}>
          <Button label={placement} />
        </Popover>
      ))}
    </div>
  )
}
