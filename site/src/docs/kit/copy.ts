/** COPY_PREVIEW is how many characters of the copied code the confirmation quotes. */
const COPY_PREVIEW = 40

/** copyMessage is the toast text that confirms a copy, quoting the start of what was copied. */
export function copyMessage(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const preview = flat.length > COPY_PREVIEW ? `${flat.slice(0, COPY_PREVIEW)}…` : flat
  return `Copied “${preview}” to the clipboard`
}
