import { FacebookIcon, InstagramIcon } from '@/components/icons'

export type SocialProfileLinksProps = {
  /** The profiles' addresses (build settings). */
  profiles: { instagramUrl: string; facebookUrl: string }
  /** Read after each name: '(opens in a new tab)'. */
  newTab: string
  /** Tint classes for the buttons. */
  buttonClass: string
}

/** The Instagram and Facebook profile links as two large buttons. */
export function SocialProfileLinks({ profiles, newTab, buttonClass }: SocialProfileLinksProps) {
  const links = [
    { name: 'Instagram', href: profiles.instagramUrl, Icon: InstagramIcon },
    { name: 'Facebook', href: profiles.facebookUrl, Icon: FacebookIcon },
  ]
  return (
    <ul className="flex flex-col gap-3 sm:flex-row">
      {links.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={`profile-button ${buttonClass}`}>
            <Icon className="size-5" />
            {name}
            <span className="sr-only">{` ${newTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
