import { FacebookIcon, InstagramIcon } from '@/components/icons'
import { siteConfig } from '@/lib/site-config'

export type SocialProfileLinksProps = {
  /** Tint classes for the buttons. */
  buttonClass: string
}

/** The Instagram and Facebook profile links as two large buttons. */
export function SocialProfileLinks({ buttonClass }: SocialProfileLinksProps) {
  const profiles = [
    { name: 'Instagram', href: siteConfig.instagramUrl, Icon: InstagramIcon },
    { name: 'Facebook', href: siteConfig.facebookUrl, Icon: FacebookIcon },
  ]
  return (
    <ul className="flex flex-col gap-3 sm:flex-row">
      {profiles.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={`profile-button ${buttonClass}`}
          >
            <Icon className="size-5" />
            {name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
