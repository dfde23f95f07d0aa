import { UserMenu } from '@tessera-ds/library/user-menu'
import { avatar, useUserSections } from '../shared/app'

export default function Forms() {
  const sections = useUserSections()
  return (
    <>
      <UserMenu userName="Jo Example" userAvatar={avatar} sections={sections} isNarrow />
      <UserMenu userName="Jo Example" userStatus="Available" userAvatar={avatar} sections={sections} />
      <UserMenu userName="Ada Lovelace" sections={sections} />
    </>
  )
}
