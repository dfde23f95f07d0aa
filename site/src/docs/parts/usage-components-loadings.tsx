/** CLASSES are the classes of loadings.css, with what each draws, for the page's class reference. */
export const CLASSES: Array<{ name: string; does: string }> = [
  { name: 'ts-spinner', does: 'A 24 px ring turning in the primary colour.' },
  { name: 'ts-spinner-sm / ts-spinner-lg', does: '16 px (buttons, lines of text) / 40 px (a whole panel).' },
  { name: 'ts-spinner-muted', does: 'A grey ring, where the brand colour would compete.' },
  { name: 'ts-spinner-on-primary', does: 'A white arc, on a primary button or another dark surface.' },
  { name: 'ts-spinner-inline', does: 'The size of the text around it, with a gap after it.' },
  { name: 'ts-skeleton ts-skeleton-rect', does: 'A bar for a line or a value, full width unless sized; -sm and -lg change its height.' },
  { name: 'ts-skeleton ts-skeleton-circle', does: 'A round shape for an avatar, 40 px; -sm 24 px, -lg 64 px.' },
  { name: 'ts-skeleton ts-skeleton-square', does: 'A square for an icon or a thumbnail, same sizes as the circle.' },
  { name: 'ts-skeleton ts-skeleton-block', does: 'A large area for an image or a card body, 8rem high.' },
  { name: 'ts-skeleton-text > ts-skeleton-line', does: 'Lines of a paragraph; the last of several is shorter.' },
]
