import { Banner } from '@tessera-ds/library/banner'
import demo from './demo.module.css'

export default function IconAndContent() {
  return (
    <div className={demo.stack}>
      <Banner type="info" icon="bar_chart" text="Sales rose by 12 % this quarter." />
      <Banner type="warning" icon={null} text="Two parts are out of stock." />
      <Banner type="error">
        The file <strong>bracket.stl</strong> is damaged. <a href="#help-files">How to repair it</a>
      </Banner>
    </div>
  )
}
