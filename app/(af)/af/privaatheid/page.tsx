import { PrivacyPage } from '@/components/pages/PrivacyPage'
import { pageMetadata } from '@/components/seo/metadata'

export const metadata = pageMetadata('privacy', 'af')

export default function Page() {
  return <PrivacyPage language="af" />
}
