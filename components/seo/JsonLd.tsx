import { serializeJsonLd } from '@/lib/structured-data'

export type JsonLdProps = {
  /** One schema.org object or a list of them. */
  data: object | object[]
}

/** Structured data for search engines, rendered into the static HTML. */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
