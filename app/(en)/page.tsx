import { HomePage } from '@/components/pages/HomePage'
import { pageMetadata } from '@/components/seo/metadata'

export const metadata = pageMetadata('home', 'en')

export default function Page() {
  return <HomePage language="en" />
}
