import { CataloguePage } from '@/components/pages/CataloguePage'
import { pageMetadata } from '@/components/seo/metadata'

export const metadata = pageMetadata('catalogue', 'en')

export default function Page() {
  return <CataloguePage language="en" />
}
