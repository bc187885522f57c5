import { GarlicPage } from '@/components/pages/GarlicPage'
import { pageMetadata } from '@/components/seo/metadata'

export const metadata = pageMetadata('garlic', 'en')

export default function Page() {
  return <GarlicPage language="en" />
}
