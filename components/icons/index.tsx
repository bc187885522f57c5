import type { SVGProps } from 'react'
import type { IconName } from '@/content/schema'

/**
 * The site's one icon set: simple 24 × 24 line icons drawn for this site, plus the brand marks the
 * social links need. Decorative by default; pass `aria-label` and `role="img"` where an icon speaks.
 */
export type IconProps = SVGProps<SVGSVGElement>

/**
 * A line icon. Its stroke (colour, 1.8 wide, round ends and joins) comes from the `line-icon` class
 * in app/globals.css rather than from five attributes on each of the fifty icons a page may draw;
 * the width and height stay, so an icon keeps its size even before the stylesheet arrives.
 */
function LineIcon({ children, className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      className={className ? `line-icon ${className}` : 'line-icon'}
      {...props}
    >
      {children}
    </svg>
  )
}

export function MenuIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  )
}

export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  )
}

export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </LineIcon>
  )
}

export function UserIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </LineIcon>
  )
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  )
}

export function HomeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 11l8-6 8 6M6 9.5V19h12V9.5" />
    </LineIcon>
  )
}

export function ShieldIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6l7-3z" />
      <path d="M9 12l2 2 4-4" />
    </LineIcon>
  )
}

export function CheckBadgeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </LineIcon>
  )
}

export function AwardIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14l-1.5 7 5-3 5 3-1.5-7" />
    </LineIcon>
  )
}

export function StarIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <LineIcon fill={filled ? 'currentColor' : 'none'} {...props}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z" />
    </LineIcon>
  )
}

export function CheckIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineIcon>
  )
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </LineIcon>
  )
}

/** "View larger": four corners pointing out. */
export function ExpandIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </LineIcon>
  )
}

export function SproutIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 20v-8M12 12c0-4 3-6 7-6 0 4-3 6-7 6zM12 14c0-3-2.5-5-6-5 0 3 2.5 5 6 5zM6 20h12" />
    </LineIcon>
  )
}

export function BarnIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 10l9-6 9 6M5 9v11h14V9M9 20v-6h6v6M9 14l6 6M15 14l-6 6" />
    </LineIcon>
  )
}

/** A cow's head, for the breeding herd. */
export function CattleIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 6c1 2 3 2.5 5 2.5h8c2 0 4-.5 5-2.5" />
      <path d="M8 8.5c0 6 1.5 10 4 10s4-4 4-10" />
      <path d="M10 16h4" />
    </LineIcon>
  )
}

export function MapPinIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  )
}

export function TruckIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </LineIcon>
  )
}

export function GaugeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 17a8 8 0 1 1 16 0" />
      <path d="M12 17l4-5" />
    </LineIcon>
  )
}

export function SavingsIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7l6 6 4-4 6 6M20 11v4h-4" />
    </LineIcon>
  )
}

export function TagIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 12V4h8l10 10-8 8L3 12z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </LineIcon>
  )
}

export function UsersIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c1-3.5 3.5-5.5 6.5-5.5s5.5 2 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c1.7.8 2.9 2.6 3.5 5.2" />
    </LineIcon>
  )
}

/** Brand mark of the chat app, drawn as a single filled path. */
export function WhatsAppIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" {...props}>
      <path
        d={
          'M12 2.2a9.7 9.7 0 0 0-8.4 14.6L2.2 21.8l5.1-1.3A9.7 9.7 0 1 0 12 2.2zm0 ' +
          '17.7a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 ' +
          '19.9zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.5 ' +
          '6.5 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.2.1-.2 0-.3 ' +
          '0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 ' +
          '4.9 4.9 0 0 0 1 2.6c.1.2 1.7 2.6 4.2 3.7 1.6.7 2.2.7 3 .6.5-.1 1.4-.6 ' +
          '1.6-1.2.2-.6.2-1.1.2-1.2-.1-.2-.3-.3-.5-.4z'
        }
      />
    </svg>
  )
}

export function InstagramIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </LineIcon>
  )
}

export function FacebookIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" {...props}>
      <path
        d={
          'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 ' +
          '0-2.2-.1c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z'
        }
      />
    </svg>
  )
}

/** The farm's mark: a Bonsmara head above a garlic bulb, in one stroke weight. */
export function FarmMark(props: IconProps) {
  return (
    <LineIcon viewBox="0 0 32 32" width="32" height="32" {...props}>
      <path d="M6 7c1.5 2.5 4 3 6 3h8c2 0 4.5-.5 6-3" />
      <path d="M11 10c0 5 2 8 5 8s5-3 5-8" />
      <path d="M14 15.5h.01M18 15.5h.01" strokeWidth={2.4} />
      <path d="M16 20c-3 2-4.5 4-4.5 6 0 1.6 2 2.6 4.5 2.6s4.5-1 4.5-2.6c0-2-1.5-4-4.5-6z" />
      <path d="M16 20v8.5" />
    </LineIcon>
  )
}

/**
 * The icons content may choose by name (content/schema.ts lists the names): a card in a content
 * file says `icon: sprout`, never which position it is in.
 */
export const iconsByName = {
  cattle: CattleIcon,
  sprout: SproutIcon,
  barn: BarnIcon,
  users: UsersIcon,
  tag: TagIcon,
  savings: SavingsIcon,
  gauge: GaugeIcon,
  truck: TruckIcon,
  shield: ShieldIcon,
  check: CheckBadgeIcon,
  award: AwardIcon,
} as const satisfies Record<IconName, (props: IconProps) => React.JSX.Element>
