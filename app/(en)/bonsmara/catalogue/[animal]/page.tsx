import { animalMetadata } from '@/components/catalogue/animal-metadata'
import { animalSlugs } from '@/components/catalogue/sale-view'
import { AnimalPage } from '@/components/pages/AnimalPage'

// One page per animal of content/sale.yaml, written at build time; no other address is an animal's.
export const dynamicParams = false

export function generateStaticParams() {
  return animalSlugs().map((animal) => ({ animal }))
}

export async function generateMetadata({ params }: { params: Promise<{ animal: string }> }) {
  return animalMetadata((await params).animal, 'en')
}

export default async function Page({ params }: { params: Promise<{ animal: string }> }) {
  return <AnimalPage language="en" slug={(await params).animal} />
}
