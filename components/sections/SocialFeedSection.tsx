import type { Frame } from '@/components/layout/frame'
import { Section } from '@/components/sections/Section'
import { SocialFeedFacade } from '@/components/sections/SocialFeedFacade'
import { SocialProfileLinks } from '@/components/sections/SocialProfileLinks'
import type { SocialContent } from '@/content/social'

export type SocialFeedSectionProps = { frame: Frame; content: SocialContent['feed'] }

/**
 * The embedded social feed. With no widget configured (SITE_SOCIAL_FEED_WIDGET_ID unset) it shows
 * the profile links and ships no JavaScript at all; configured, a small facade loads the widget on request.
 */
export function SocialFeedSection({ frame, content }: SocialFeedSectionProps) {
  const links = <SocialProfileLinks profiles={frame.settings} newTab={frame.words.newTab} buttonClass="bg-cattle-700" />
  const widgetId = frame.settings.socialFeedWidgetId
  return (
    <Section
      id="social-feed"
      title={content.heading}
      intro={widgetId ? content.intro : content.profilesIntro}
      tint="cattle"
    >
      {widgetId ? (
        <SocialFeedFacade
          widgetId={widgetId}
          scriptUrl={content.scriptUrl}
          loadLabel={content.loadButton}
          privacyNote={content.privacyNote}
          failedText={content.failed}
          profileLinks={links}
        />
      ) : (
        links
      )}
    </Section>
  )
}
