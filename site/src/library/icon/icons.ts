/**
 * The icons the shell draws on every page (navbar, its search button, action
 * bar, toaster, user menu, and the menu manifest's section icons), registered statically so they
 * render with the first paint. Every other icon loads on demand from
 * lazy-icons.ts. Each is a Material Symbols outlined SVG (weight 400).
 */
import arrowBack from '@material-symbols/svg-400/outlined/arrow_back.svg?raw'
import build from '@material-symbols/svg-400/outlined/build.svg?raw'
import chevronRight from '@material-symbols/svg-400/outlined/chevron_right.svg?raw'
import close from '@material-symbols/svg-400/outlined/close.svg?raw'
import dashboard from '@material-symbols/svg-400/outlined/dashboard.svg?raw'
import description from '@material-symbols/svg-400/outlined/description.svg?raw'
import edit from '@material-symbols/svg-400/outlined/edit.svg?raw'
import history from '@material-symbols/svg-400/outlined/history.svg?raw'
import interests from '@material-symbols/svg-400/outlined/interests.svg?raw'
import layers from '@material-symbols/svg-400/outlined/layers.svg?raw'
import leftPanelClose from '@material-symbols/svg-400/outlined/left_panel_close.svg?raw'
import leftPanelOpen from '@material-symbols/svg-400/outlined/left_panel_open.svg?raw'
import menu from '@material-symbols/svg-400/outlined/menu.svg?raw'
import notifications from '@material-symbols/svg-400/outlined/notifications.svg?raw'
import openInNew from '@material-symbols/svg-400/outlined/open_in_new.svg?raw'
import palette from '@material-symbols/svg-400/outlined/palette.svg?raw'
import search from '@material-symbols/svg-400/outlined/search.svg?raw'
import straighten from '@material-symbols/svg-400/outlined/straighten.svg?raw'
import viewQuilt from '@material-symbols/svg-400/outlined/view_quilt.svg?raw'
import type { IconName } from './names'

export type { IconName } from './names'

/** STATIC_ICONS maps each statically loaded icon name to its SVG source. */
export const STATIC_ICONS = {
  arrow_back: arrowBack,
  build,
  chevron_right: chevronRight,
  close,
  dashboard,
  description,
  edit,
  history,
  interests,
  layers,
  left_panel_close: leftPanelClose,
  left_panel_open: leftPanelOpen,
  menu,
  notifications,
  open_in_new: openInNew,
  palette,
  search,
  straighten,
  view_quilt: viewQuilt,
} as const satisfies Partial<Record<IconName, string>>
