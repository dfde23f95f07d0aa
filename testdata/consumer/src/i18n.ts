import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import enUS from '@tessera-ds/library/locales/en-US.json'

/** initI18n gives the library's components their labels: an i18next instance with the package's en-US file. */
export function initI18n(): Promise<unknown> {
  return i18next.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: true,
  })
}
