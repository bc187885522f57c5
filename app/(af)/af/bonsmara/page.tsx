import { BonsmaraPage } from '@/components/pages/BonsmaraPage'
import { pageMetadata } from '@/components/seo/metadata'

export const metadata = pageMetadata('bonsmara', 'af')

export default function Page() {
  return <BonsmaraPage language="af" />
}
