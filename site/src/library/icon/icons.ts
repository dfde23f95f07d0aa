/**
 * The icons the shell draws on every page (the navbar's controls, links and the menu manifest's section icons, the
 * action bar's links, close buttons), registered statically so that a page rendered in the browser draws them at
 * once. Every other icon loads on demand from lazy-icons.ts; an icon the server drew keeps that drawing (Icon).
 * Each is a Material Symbols outlined SVG (weight 400).
 */
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
  menu,
  notifications,
  open_in_new: openInNew,
  palette,
  search,
  straighten,
  view_quilt: viewQuilt,
} as const satisfies Partial<Record<IconName, string>>
