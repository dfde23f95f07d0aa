import { flip, offset, shift, size, type Middleware, type Placement } from '@floating-ui/react'

/** VIEWPORT_PADDING_PX keeps every popup of the library this far from the edges of the window. */
export const VIEWPORT_PADDING_PX = 8
/** POPUP_GAP_PX is the gap between a control and the popup it opens. */
export const POPUP_GAP_PX = 4

/** PopupRoom names the custom properties a popup's CSS reads its room from; each is set only when named. */
export interface PopupRoom {
  /** width: the width the window leaves the popup */
  width?: string
  /** height: the height the window leaves the popup */
  height?: string
  /** referenceWidth: the width of the control it opens from */
  referenceWidth?: string
}

export interface PopupPlacementOptions {
  /** gap is the distance from the control, POPUP_GAP_PX unless given */
  gap?: number
  /** fallbackPlacements are the sides flip tries, in order, when the asked one has no room */
  fallbackPlacements?: Placement[]
  /** slide moves the popup along its side to keep it in the window (true unless given); a select's list stays under its field */
  slide?: boolean
  /** room, when given, has the popup's room written to its custom properties */
  room?: PopupRoom
}

/**
 * popupPlacement is the floating-ui middleware that places a popup of the
 * library by its control: the gap, a flip to the other side when the asked
 * one has no room, a slide along its side, and the room the window leaves
 * it written to custom properties for its CSS, all keeping
 * VIEWPORT_PADDING_PX to the window's edges.
 */
export function popupPlacement({ gap = POPUP_GAP_PX, fallbackPlacements, slide = true, room }: PopupPlacementOptions = {}): Middleware[] {
  const padding = VIEWPORT_PADDING_PX
  const middleware = [offset(gap), flip({ padding, fallbackPlacements })]
  if (slide) middleware.push(shift({ padding }))
  if (room) {
    middleware.push(
      size({
        padding,
        apply({ rects, availableWidth, availableHeight, elements }) {
          const style = elements.floating.style
          if (room.referenceWidth) style.setProperty(room.referenceWidth, `${rects.reference.width}px`)
          if (room.width) style.setProperty(room.width, `${Math.max(0, availableWidth)}px`)
          if (room.height) style.setProperty(room.height, `${Math.max(0, availableHeight)}px`)
        },
      }),
    )
  }
  return middleware
}
