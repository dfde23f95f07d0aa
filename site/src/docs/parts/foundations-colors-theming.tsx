import { PALETTES, STEPS } from '../../library/tokens/tokens'
import { semanticToken } from '../foundations/colors'

// The brand in the code below: the purple palette one step darker, so white text on its step 60 stays readable.
const purple = PALETTES.find((p) => p.name === 'purple')!.colors
/** button is what a primary button is painted with, in the light scheme: its fill and its text. */
export const button = { fill: semanticToken('interactive-01').light, text: semanticToken('text-04').light }
/** step is a token's step: the number after its last hyphen. */
export const step = (name: string) => name.replace(/^.*-/, '')

/** BRAND_CODE is the theming page's code for a brand, for the whole application and for one part of a page. */
export const BRAND_CODE = `/* a brand, for the whole application: load after tokens.css */
:root {
  --primary-60: ${purple[70]};
  --primary-70: ${purple[80]};
  /* … every step from ${STEPS[0]} to ${STEPS[STEPS.length - 1]} */
}

/* a brand for one part of the page only */
.partner-portal {
  --primary-60: ${purple[70]};
}`

/** SCOPE_CODE is the theming page's code for a part of a page that carries a brand. */
export const SCOPE_CODE = `<section class="partner-portal" data-color-scheme="light">
  <!-- buttons, links and focus rings here use the partner's colour -->
</section>`
