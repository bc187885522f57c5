import { PrivacyPage } from '@/components/pages/PrivacyPage'
import { pageMetadata } from '@/components/seo/metadata'

export const metadata = pageMetadata('privacy', 'en')

export default function Page() {
  return <PrivacyPage language="en" />
}
