import { Section } from '@/components/sections/Section'
import { SocialFeedFacade } from '@/components/sections/SocialFeedFacade'
import { SocialProfileLinks } from '@/components/sections/SocialProfileLinks'
import type { socialContent } from '@/content/social'
import { siteConfig } from '@/lib/site-config'

export type SocialFeedSectionProps = { content: (typeof socialContent)['feed'] }

/**
 * The embedded social feed. With no widget configured (SITE_SOCIAL_FEED_WIDGET_ID unset) it shows
 * the profile links and ships no JavaScript at all; configured, a small facade loads the widget on request.
 */
export function SocialFeedSection({ content }: SocialFeedSectionProps) {
  const links = <SocialProfileLinks buttonClass="bg-cattle-700" />
  const configured = siteConfig.socialFeedWidgetId !== ''
  return (
    <Section id="social-feed" title={content.heading} intro={configured ? content.intro : content.profilesIntro} tint="cattle">
      {configured ? (
        <SocialFeedFacade
          widgetId={siteConfig.socialFeedWidgetId}
          scriptUrl={content.scriptUrl}
          loadLabel={content.loadLabel}
          privacyNote={content.privacyNote}
          failedText={content.failedText}
          profileLinks={links}
        />
      ) : (
        links
      )}
    </Section>
  )
}
