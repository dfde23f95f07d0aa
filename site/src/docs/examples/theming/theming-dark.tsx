import { Button } from '@tessera-ds/library/button'
import { useId } from 'react'
import { Icon } from '@tessera-ds/library/icon'
import demo from './demo.module.css'

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

export default function ThemingDark() {
  return (
    <div className={demo.pair}>
      <div data-color-scheme="light" className={demo.scope}>
        <SettingsScreen name="Harbour redesign" />
      </div>
      <div data-color-scheme="dark" className={`${demo.scope} ${demo.purple}`}>
        <SettingsScreen name="Harbour redesign" />
      </div>
    </div>
  )
}
