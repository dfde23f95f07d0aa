import { fontSize, px } from '../foundations/typography'

/** sizePx is a font size token's size in pixels. */
export const sizePx = (name: string) => px(fontSize(name).value)
