import type { ElementType, MouseEvent, ReactNode } from 'react'
import { z } from 'zod'
import { ICON_NAMES, type IconName } from '../icon/names'
import { nonEmpty, isFunction } from '../validate'
import { NAVBAR_LINK_DEFAULTS, NAVBAR_SECTION_DEFAULTS, NAVBAR_DEFAULTS } from './logic'

export const NAVBAR_THEMES = ['default', 'dark', 'light', 'reverse'] as const
const NAVBAR_VARIANTS = ['auto', 'side', 'top'] as const

export const navbarLinkSchema = z.object({
  component: z
    .custom<ElementType>((v) => v === undefined || typeof v === 'string' || typeof v === 'function' || (typeof v === 'object' && v !== null))
    .optional()
    .meta({ tsType: 'ElementType', description: 'What renders the link: an <a> unless told, a router link in an application.' }),
  icon: z.enum(ICON_NAMES as unknown as [IconName, ...IconName[]]).meta({ tsType: 'IconName', description: 'The icon shown before the title, and alone when the navbar is narrow.' }),
  isActive: z.boolean().default(NAVBAR_LINK_DEFAULTS.isActive).meta({ description: 'Marks the link of the current page (aria-current="page").' }),
  props: z.record(z.string(), z.unknown()).default(NAVBAR_LINK_DEFAULTS.props).meta({ description: 'Passed to component, e.g. { href } for an <a> or { to } for a router link.' }),
  title: z.string().min(1).meta({ description: 'The link text; a tooltip and the accessible name when the navbar is narrow.' }),
})

export const navbarSectionSchema = z.object({
  title: z.string().nullable().default(NAVBAR_SECTION_DEFAULTS.title).meta({ description: 'The heading above the section’s links; null for a section without one.' }),
  links: nonEmpty(navbarLinkSchema).meta({ description: 'The section’s links, in order.' }),
})

export const navbarNotificationSchema = z.object({
  count: z.number().int().min(0).meta({ description: 'How many notifications wait; 0 shows no badge.' }),
  link: z.string().min(1).meta({ description: 'Where the notification row leads.' }),
  title: z.string().min(1).meta({ description: 'The row’s text, e.g. “Messages”.' }),
})

export const navbarQuickLinkSchema = z.object({
  link: z.string().min(1).meta({ description: 'The address; quick links open in a new tab.' }),
  title: z.string().min(1).meta({ description: 'The link text.' }),
})

export const navbarSchema = z.object({
  headingLevel: z
    .number()
    .int()
    .min(2)
    .max(6)
    .default(NAVBAR_DEFAULTS.headingLevel)
    .meta({ description: 'The level of the section titles’ headings, to fit the page’s outline: 2 in an application’s bar, lower in a page that shows the bar inside its own sections.' }),
  isNarrow: z
    .union([z.boolean(), z.literal('inherit')])
    .default(NAVBAR_DEFAULTS.isNarrow)
    .meta({
      description:
        'Shows only icons, in a 3.5rem wide bar. Ignored in the top bar. inherit takes it from the data-navbar-narrow attribute of <html> ("true": narrow) and follows it, so a page rendered ahead of time shows the reader’s stored choice before any script runs: until the bar can read the attribute it renders both looks and the stylesheet shows one.',
    }),
  label: z.string().min(1).default(NAVBAR_DEFAULTS.label).meta({ description: 'The accessible name of the navigation landmark; give each navbar on a page its own.' }),
  logoUrl: z.string().min(1).meta({ description: 'The logo image, shipped with the application.' }),
  logoAlt: z.string().default(NAVBAR_DEFAULTS.logoAlt).meta({ description: 'The logo’s text alternative; the logo is a button that calls onLogoClick.' }),
  notification: navbarNotificationSchema.nullable().default(NAVBAR_DEFAULTS.notification).meta({ description: 'A row with a bell under the header, and a count bubble in the top bar.' }),
  quickLinks: z.array(navbarQuickLinkSchema).default(NAVBAR_DEFAULTS.quickLinks).meta({ description: 'Links to other places, listed under “Quick Links”; they open in a new tab.' }),
  sections: nonEmpty(navbarSectionSchema).meta({ description: 'The menu: sections of links.' }),
  theme: z
    .enum([...NAVBAR_THEMES, 'inherit'])
    .default(NAVBAR_DEFAULTS.theme)
    .meta({
      description:
        'The colour scheme of the bar. inherit takes it from the data-navbar-theme attribute of an ancestor, so a page rendered ahead of time shows the reader’s stored scheme before any script runs: the app sets the attribute on <html> from a script in the head.',
    }),
  variant: z
    .enum(NAVBAR_VARIANTS)
    .default(NAVBAR_DEFAULTS.variant)
    .meta({ description: 'side: always a side bar; top: always the top bar with its dropdown menu; auto: the top bar below 840 px, the side bar above.' }),
  onNarrowChange: z
    .custom<(isNarrow: boolean) => void>(isFunction)
    .optional()
    .meta({ tsType: '(isNarrow: boolean) => void', description: 'Called by the collapse and expand button with the wanted narrow state.' }),
  onLogoClick: z.custom<() => void>(isFunction).optional().meta({ tsType: '() => void', description: 'Called when the logo is clicked, e.g. to go to the home page.' }),
  onLinkClick: z
    .custom<(link: NavbarLink, event: MouseEvent) => void>(isFunction)
    .optional()
    .meta({ tsType: '(link: NavbarLink, event: MouseEvent) => void', description: 'Called when a menu link is clicked, before the link’s own handler.' }),
  search: z
    .custom<(compact: boolean) => ReactNode>(isFunction)
    .optional()
    .meta({
      tsType: '(compact: boolean) => ReactNode',
      description: 'Renders a search control that stays in reach in every variant: under the header of the side bar, beside the logo in the top bar. compact is true in the top bar and while narrow, where the control should show its icon alone.',
    }),
  footer: z
    .custom<ReactNode>(() => true)
    .optional()
    .meta({ tsType: 'ReactNode', description: 'Content at the bottom of the bar, e.g. the user menu; hidden while narrow, in the dropdown of the top bar.' }),
})

export type NavbarProps = z.input<typeof navbarSchema>
export type NavbarLink = z.input<typeof navbarLinkSchema>
export type NavbarTheme = (typeof NAVBAR_THEMES)[number]
export type NavbarVariant = (typeof NAVBAR_VARIANTS)[number]
