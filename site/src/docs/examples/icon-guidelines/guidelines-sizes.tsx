import { Icon, ICON_SIZE_PX, ICON_SIZES } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

export default function GuidelinesSizes() {
  return (
    <div className={demo.sizesDemo}>
      {ICON_SIZES.map((size) => (
        <figure key={size}>
          <span className={demo.sizeBox}>
            <Icon name="folder" size={size} />
          </span>
          <figcaption>
            {size}, {ICON_SIZE_PX[size]} px
          </figcaption>
        </figure>
      ))}
    </div>
  )
}
