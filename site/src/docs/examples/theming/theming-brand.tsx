import { Button } from '@tessera-ds/library/button'
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '@tessera-ds/library/icon'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'custom-colour', steps: [{ focus: { role: 'combobox', name: 'Brand colour' } }, { press: 'End' }] },
  { id: 'focus-link', steps: [{ focus: { role: 'link', name: 'How sharing works' } }] },
]

const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const

const PRESETS = [
  { id: 'default', title: 'Tessera blue (default)', palette: 'primary', fill: '#2c64cc' },
  { id: 'azure', title: 'Azure', palette: 'blue', fill: '#017cb7' },
  { id: 'purple', title: 'Purple', palette: 'purple', fill: '#8c54c3' },
  { id: 'violet', title: 'Violet', palette: 'violet', fill: '#b5418b' },
  { id: 'slate', title: 'Slate', palette: 'slate', fill: '#6f728f' },
  { id: 'orange', title: 'Orange', palette: 'orange', fill: '#b65400' },
]

// How much of a custom brand colour each step keeps, mixed with white or black; step 60 is the colour itself.
const MIX: Record<number, [number, string]> = {
  10: [8, 'white'],
  20: [20, 'white'],
  30: [40, 'white'],
  40: [60, 'white'],
  50: [80, 'white'],
  70: [82, 'black'],
  80: [66, 'black'],
  90: [50, 'black'],
  100: [32, 'black'],
}

function ramp(preset: string, custom: string): ((step: number) => string) | null {
  if (preset === 'custom') return (step) => (MIX[step] ? `color-mix(in oklab, ${custom} ${MIX[step][0]}%, ${MIX[step][1]})` : custom)
  const palette = PRESETS.find((p) => p.id === preset)?.palette
  return palette && palette !== 'primary' ? (step) => `var(--${palette}-${step})` : null
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** contrastWithWhite is the WCAG 2 contrast ratio of white text on a #rrggbb colour. */
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)

function SettingsScreen({ name }: { name: string }) {
  const checkId = useId()
  return (
    <div className={demo.app}>
      <div className={demo.appBar}>
        <Icon name="settings" />
        <span>Project settings</span>
      </div>
      <div className={demo.appBody}>
        <p className={demo.appLead}>
          Choose who can see <strong>{name}</strong>. <a href="#theming-help">How sharing works</a>
        </p>
        <ul className={demo.appList} aria-label="Visibility">
          <li>Only me</li>
          <li aria-current="true">
            <Icon name="check" size="small" />
            My team
          </li>
          <li>Everyone in the company</li>
        </ul>
        <label className={demo.appCheck} htmlFor={checkId}>
          <input id={checkId} type="checkbox" defaultChecked />
          Notify the team
        </label>
        <div className={demo.appActions}>
          <Button variant="primary" size="small" label="Save" />
          <Button size="small" label="Cancel" />
          <span className={demo.tag}>Beta</span>
        </div>
      </div>
    </div>
  )
}

export default function ThemingBrand() {
  const [preset, setPreset] = useState('default')
  const [custom, setCustom] = useState('#0f766e')
  const [scheme, setScheme] = useState<'light' | 'dark'>('light')
  const scope = useRef<HTMLDivElement>(null)
  const [selectId, colorId, schemeId, readoutId] = [useId(), useId(), useId(), useId()]

  useEffect(() => {
    const el = scope.current
    if (!el) return
    const value = ramp(preset, custom)
    for (const step of STEPS) {
      if (value) el.style.setProperty(`--primary-${step}`, value(step))
      else el.style.removeProperty(`--primary-${step}`)
    }
  }, [preset, custom])

  const ratio = contrastWithWhite(preset === 'custom' ? custom : PRESETS.find((p) => p.id === preset)!.fill)
  return (
    <div>
      <div className={demo.controls}>
        <label className={demo.control} htmlFor={selectId}>
          Brand colour
          <select id={selectId} value={preset} onChange={(e) => setPreset(e.target.value)} aria-describedby={readoutId}>
            {PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
            <option value="custom">Custom…</option>
          </select>
        </label>
        {preset === 'custom' && (
          <label className={demo.control} htmlFor={colorId}>
            Custom colour
            <input id={colorId} type="color" value={custom} onChange={(e) => setCustom(e.target.value)} />
          </label>
        )}
        <label className={demo.control} htmlFor={schemeId}>
          Scheme
          <select id={schemeId} value={scheme} onChange={(e) => setScheme(e.target.value as 'light' | 'dark')}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <Button
          label="Reset"
          onClick={() => {
            setPreset('default')
            setScheme('light')
          }}
        />
      </div>
      <div ref={scope} data-color-scheme={scheme} className={demo.scope} data-theme-preset={preset}>
        <SettingsScreen name="Harbour redesign" />
      </div>
      <p id={readoutId} className={demo.readout} aria-live="polite">
        White text on this brand colour: <strong>{ratio.toFixed(1)}:1</strong>
        {ratio >= 4.5 ? ', enough for text.' : ', below the 4.5:1 that text needs: choose a darker colour.'}
      </p>
    </div>
  )
}
