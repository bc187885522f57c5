import { dateText, type AnimalView } from '@/components/catalogue/sale-view'
import { Fragment, type ReactNode } from 'react'
import type { CatalogueWords } from '@/content/catalogue'
import { formatNumber } from '@/lib/format'
import { decimalsOf } from '@/lib/sale/figures'
import { fillTemplate } from '@/lib/template'

/**
 * What a buyer checks before bidding, each as the breeder can vouch for it: registered and in which
 * section, inspected and passed, parentage verified by DNA, genomically tested, its breeding
 * soundness examined, its temperament, and its weight now with the day it was weighed. Only what
 * the sale's file says is shown.
 */
export function BuyerChecks({
  checks,
  words,
  lang,
}: {
  checks: NonNullable<AnimalView['checks']>
  words: CatalogueWords['checks']
  lang: string
}) {
  const yesNo = (value: boolean) => (value ? words.yes : words.no)
  const rows: [string, ReactNode][] = []
  const { parentage, weight } = checks
  if (checks.registered) rows.push([words.registered, fillTemplate(words.section, { section: checks.registered })])
  if (checks.inspected !== undefined) rows.push([words.inspected, yesNo(checks.inspected)])
  if (parentage) {
    const verified = parentage.sire
      ? parentage.dam
        ? words.sireAndDam
        : words.sireOnly
      : parentage.dam
        ? words.damOnly
        : words.no
    rows.push([words.parentage, verified])
  }
  if (checks.genomic !== undefined) rows.push([words.genomic, yesNo(checks.genomic)])
  if (checks.breedingSoundness) {
    rows.push([
      words.breedingSoundness,
      <time key="examined" dateTime={checks.breedingSoundness}>
        {dateText(lang, checks.breedingSoundness)}
      </time>,
    ])
  }
  if (checks.temperament !== undefined) {
    rows.push([words.temperament, fillTemplate(words.score, { score: checks.temperament })])
  }
  if (weight) {
    const kg = `${formatNumber(weight.kg, decimalsOf(weight.kg, 1))}\u00a0kg`
    rows.push([words.weight, fillTemplate(words.weighed, { weight: kg, date: dateText(lang, weight.date) })])
  }
  return (
    <dl className="buyer-checks mt-4 grid gap-x-6 gap-y-2 text-lg min-[400px]:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="text-ink-muted">{term}</dt>
          <dd className="mb-3 min-[400px]:mb-0">{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
