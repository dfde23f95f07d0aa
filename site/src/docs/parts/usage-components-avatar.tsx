import type { AvatarItem } from '../../library/avatar/schema'
import ada from '../pages/display-a/avatar-ada.svg'
import ben from '../pages/display-a/avatar-ben.svg'
import chloe from '../pages/display-a/avatar-chloe.svg'
import dev from '../pages/display-a/avatar-dev.svg'
import emi from '../pages/display-a/avatar-emi.svg'

/** TEAM is the made-up team of the group's validation and playground: five pictures and a person without one. */
export const TEAM: AvatarItem[] = [
  { name: 'Ada Lovelace', src: ada },
  { name: 'Ben Okafor', src: ben },
  { name: 'Chloe Martin', src: chloe },
  { name: 'Dev Patel', src: dev },
  { name: 'Emi Tanaka', src: emi },
  { name: 'Femi Adeyemi', src: null },
]

/** ITEMS_CODE is TEAM as the group playground's code declares it. */
export const ITEMS_CODE = `const team = [
  { name: 'Ada Lovelace', src: ada },
  { name: 'Ben Okafor', src: ben },
  { name: 'Chloe Martin', src: chloe },
  { name: 'Dev Patel', src: dev },
  { name: 'Emi Tanaka', src: emi },
  { name: 'Femi Adeyemi', src: null },
]`
