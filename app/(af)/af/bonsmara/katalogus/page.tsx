import { CataloguePage } from '@/components/pages/CataloguePage'
import { pageMetadata } from '@/components/seo/metadata'

export const metadata = pageMetadata('catalogue', 'af')

export default function Page() {
  return <CataloguePage language="af" />
}
