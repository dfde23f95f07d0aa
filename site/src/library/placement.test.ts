// @vitest-environment jsdom
import { computePosition, type Placement, type Platform } from '@floating-ui/react'
import { describe, expect, it } from 'vitest'
import { popupPlacement, type PopupPlacementOptions } from './placement'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** WINDOW is the window the popups are placed in: 1000 x 800 px. */
const WINDOW: Box = { x: 0, y: 0, width: 1000, height: 800 }

/** place places a popup of the given size by a control's box, in WINDOW, with popupPlacement's middleware and no DOM layout. */
async function place(control: Box, popup: { width: number; height: number }, placement: Placement, options?: PopupPlacementOptions) {
  const reference = document.createElement('button')
  const floating = document.createElement('div')
  const platform: Partial<Platform> = {
    getElementRects: () => ({ reference: control, floating: { x: 0, y: 0, ...popup } }),
    getDimensions: () => popup,
    getClippingRect: () => WINDOW,
    convertOffsetParentRelativeRectToViewportRelativeRect: ({ rect }) => rect,
    getScale: () => ({ x: 1, y: 1 }),
  }
  const at = await computePosition(reference, floating, { placement, middleware: popupPlacement(options), platform: platform as Platform })
  const style = (name: string) => floating.style.getPropertyValue(name)
  return { x: at.x, y: at.y, placement: at.placement, style }
}

describe('popupPlacement', () => {
  // A control 100 x 30 px; where each popup lands, and the room its CSS reads.
  it.each<[string, Box, { width: number; height: number }, Placement, PopupPlacementOptions | undefined, { x: number; y: number; placement: Placement }]>([
    ['below, 4 px down', { x: 100, y: 100, width: 100, height: 30 }, { width: 200, height: 100 }, 'bottom-start', undefined, { x: 100, y: 134, placement: 'bottom-start' }],
    ['turned over above when the room below is short of 8 px', { x: 100, y: 700, width: 100, height: 30 }, { width: 200, height: 100 }, 'bottom-start', undefined, { x: 100, y: 596, placement: 'top-start' }],
    ['aligned to the end when the start has no room', { x: 880, y: 100, width: 100, height: 30 }, { width: 200, height: 100 }, 'bottom-start', undefined, { x: 780, y: 134, placement: 'bottom-end' }],
    ['slid right to stay 8 px inside the left edge', { x: 0, y: 100, width: 30, height: 30 }, { width: 200, height: 100 }, 'bottom-start', undefined, { x: 8, y: 134, placement: 'bottom-start' }],
    ['not slid when asked not to', { x: 0, y: 100, width: 30, height: 30 }, { width: 200, height: 100 }, 'bottom-start', { slide: false }, { x: 0, y: 134, placement: 'bottom-start' }],
    ['beside, at its own gap', { x: 100, y: 100, width: 100, height: 30 }, { width: 200, height: 30 }, 'right', { gap: 8 }, { x: 208, y: 100, placement: 'right' }],
    ['beside, on the first fallback side with room', { x: 750, y: 100, width: 100, height: 30 }, { width: 200, height: 30 }, 'right', { gap: 8, fallbackPlacements: ['left', 'bottom'] }, { x: 542, y: 100, placement: 'left' }],
  ])('%s', async (_, control, popup, placement, options, want) => {
    const at = await place(control, popup, placement, options)
    expect({ x: at.x, y: at.y, placement: at.placement }).toEqual(want)
  })

  it('writes the room the window leaves, 8 px in from its edges, and the control width', async () => {
    const at = await place({ x: 100, y: 100, width: 120, height: 30 }, { width: 200, height: 100 }, 'bottom-start', { room: { width: '--w', height: '--h', referenceWidth: '--r' } })
    // below the control: from 134 px down to 8 px above the window's bottom; as it slides, the window's width but 8 px each side
    expect([at.style('--w'), at.style('--h'), at.style('--r')]).toEqual(['984px', '658px', '120px'])
  })

  it('writes only the properties it names', async () => {
    // no room below: turned over above the control, from 8 px below the window's top to 4 px above the control
    const at = await place({ x: 100, y: 760, width: 100, height: 30 }, { width: 200, height: 100 }, 'bottom-start', { slide: false, room: { height: '--h' } })
    expect([at.placement, at.style('--w'), at.style('--h'), at.style('--r')]).toEqual(['top-start', '', '748px', ''])
  })
})
