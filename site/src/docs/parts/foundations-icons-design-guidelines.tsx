/** SIZE_USE says where each icon size fits, for the page's table of sizes. */
export const SIZE_USE = {
  small: 'Inside dense tables and tags, beside small text (14 px), in the chevrons of breadcrumbs and menus',
  medium: 'The default: beside body text, in buttons and fields, in the navbar',
  large: 'Alone as an icon button in a toolbar, in empty states, beside headings',
} as const
