import { GarlicPage } from '@/components/pages/GarlicPage'
import { pageMetadata } from '@/components/seo/metadata'

export const metadata = pageMetadata('garlic', 'af')

export default function Page() {
  return <GarlicPage language="af" />
}
