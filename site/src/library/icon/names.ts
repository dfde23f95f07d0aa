/**
 * The icon names: Tessera's own names, in code-point order, each drawn from a
 * Material Symbols outlined SVG (see static-icons.ts and lazy-icons.ts). This
 * module is tiny on purpose: it holds no SVG, so a schema or a type can use the
 * names without pulling in the drawings.
 */
export const ICON_NAMES = [
  'address_book', 'alarm', 'archive', 'arrow_back', 'arrow_down', 'arrow_forward', 'arrow_up', 'arrow_up_down', 'attachment', 'bar_chart', 'block',
  'bolt', 'bookmark', 'bookmark_filled', 'box', 'build', 'calculate', 'calendar', 'calendar_clock', 'call', 'camera', 'camera_switch', 'cart',
  'chat', 'check', 'check_circle', 'check_circle_filled', 'chevron_double_down', 'chevron_double_left', 'chevron_double_right', 'chevron_double_up',
  'chevron_down', 'chevron_left', 'chevron_right', 'chevron_up', 'clock', 'close', 'cloud', 'cloud_download', 'cloud_off', 'cloud_upload', 'code',
  'collapse', 'column_hide', 'columns', 'comment', 'copy', 'credit_card', 'csv', 'dashboard', 'delete', 'description', 'dimensions', 'download',
  'drag_handle', 'edit', 'error', 'error_filled', 'expand', 'factory', 'favorite', 'favorite_filled', 'file', 'filter', 'flag', 'folder',
  'folder_open', 'fullscreen', 'fullscreen_exit', 'gantt_chart', 'globe', 'grid_view', 'help', 'history', 'home', 'hourglass', 'image', 'inbox',
  'info', 'interests', 'invoice', 'json', 'kanban', 'key', 'label', 'layers', 'left_panel_close', 'left_panel_open', 'lightbulb', 'link', 'link_off',
  'list', 'location', 'lock', 'lock_open', 'login', 'logout', 'mail', 'map', 'menu', 'minus', 'minus_circle', 'mobile', 'more_horizontal',
  'more_vertical', 'note', 'notifications', 'notifications_off', 'open_in_new', 'palette', 'pause', 'pdf', 'people', 'person', 'person_add',
  'person_filled', 'phone_landline', 'pin', 'play', 'plus', 'plus_circle', 'print', 'qr_code', 'quote', 'redo', 'refresh', 'reply', 'save', 'search',
  'search_minus', 'search_plus', 'send', 'settings', 'share', 'shield', 'sidebar', 'sort', 'sort_ascending', 'sort_descending', 'square_filled',
  'star', 'star_filled', 'storefront', 'straighten', 'support', 'sync', 'tag', 'thumb_down', 'thumb_up', 'timer', 'translate', 'triangle_down',
  'triangle_left', 'triangle_right', 'triangle_up', 'truck', 'tune', 'undo', 'upload', 'verified', 'view_quilt', 'warning', 'warning_filled',
  'workspaces', 'zip',
] as const

/** IconName is the name of one icon of the library, from 'address_book' to 'zip'. */
export type IconName = (typeof ICON_NAMES)[number]

const KNOWN: ReadonlySet<string> = new Set(ICON_NAMES)

/** isIconName tells whether a string names an icon of the library. */
export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && KNOWN.has(value)
}

/** ICON_SIZES are the sizes an icon renders at. */
export const ICON_SIZES = ['small', 'medium', 'large'] as const
export type IconSize = (typeof ICON_SIZES)[number]

/** ICON_SIZE_PX is the edge of each size in CSS pixels (Icon.module.css sets them in rem). */
export const ICON_SIZE_PX: Record<IconSize, number> = { small: 16, medium: 20, large: 24 }
