import { PALETTES, STEPS, type PaletteName, type Step } from '../../library/tokens/tokens'

/** BrandPreset re-points the primary palette at another palette of the library. */
export interface BrandPreset {
  id: string
  title: string
  palette: PaletteName
}

/**
 * BRAND_PRESETS are brand colours the theming demo offers. Each is a palette
 * whose step 60 carries white text and whose step 70 reads on white, as the
 * primary palette must (a test checks it); mint, green and yellow do not.
 */
export const BRAND_PRESETS: readonly BrandPreset[] = [
  { id: 'default', title: 'Tessera blue (default)', palette: 'primary' },
  { id: 'azure', title: 'Azure', palette: 'blue' },
  { id: 'purple', title: 'Purple', palette: 'purple' },
  { id: 'violet', title: 'Violet', palette: 'violet' },
  { id: 'slate', title: 'Slate', palette: 'slate' },
  { id: 'orange', title: 'Orange', palette: 'orange' },
]

/** Ramp is a value for each step of the primary palette. */
export type Ramp = Record<Step, string>

/** presetRamp points every primary step at the same step of another palette. */
export function presetRamp(palette: PaletteName): Ramp {
  return Object.fromEntries(STEPS.map((s) => [s, `var(--${palette}-${s})`])) as Ramp
}

// How much of the brand colour each step keeps, mixed with white (lighter steps) or black (darker steps).
const MIX: Record<Step, [number, 'white' | 'black' | null]> = {
  10: [8, 'white'],
  20: [20, 'white'],
  30: [40, 'white'],
  40: [60, 'white'],
  50: [80, 'white'],
  60: [100, null],
  70: [82, 'black'],
  80: [66, 'black'],
  90: [50, 'black'],
  100: [32, 'black'],
}

/** customRamp derives the ten primary steps from one brand colour, which becomes step 60, with CSS color-mix(). */
export function customRamp(hex: string): Ramp {
  return Object.fromEntries(STEPS.map((s) => {
    const [amount, other] = MIX[s]
    return [s, other ? `color-mix(in oklab, ${hex} ${amount}%, ${other})` : hex]
  })) as Ramp
}

/** applyRamp sets the primary steps on an element through the CSSOM, or removes them for null. */
export function applyRamp(element: HTMLElement, ramp: Ramp | null): void {
  for (const s of STEPS) {
    if (ramp) element.style.setProperty(`--primary-${s}`, ramp[s])
    else element.style.removeProperty(`--primary-${s}`)
  }
}

/** fillOf is the colour of step 60 of a preset: the fill a primary button gets. */
export function fillOf(preset: BrandPreset): string {
  return PALETTES.find((p) => p.name === preset.palette)!.colors[60]
}
