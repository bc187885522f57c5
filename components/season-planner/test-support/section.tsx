import { calculatorWords } from '@/content/calculator'
import { garlic, seedVarietiesOf } from '@/content/garlic'
import { interfaceWords } from '@/content/interface'
import type { Language } from '@/content/languages'
import { plannerWords } from '@/content/planner'
import { localize } from '@/lib/localize'
import { SeasonPlannerSection } from '../SeasonPlannerSection'

/**
 * The planner's section as the garlic page draws it in a language, for its tests: the content's
 * prices, varieties and words, the calculator's seed words, and a business on paper.
 */
export function plannerSectionIn(language: Language) {
  const content = localize(garlic, language)
  const words = localize(plannerWords, language)
  const { prices, share, newTab } = localize(interfaceWords, language)
  const element = (
    <SeasonPlannerSection
      content={content}
      words={words}
      seedWords={localize(calculatorWords, language).order}
      seedVarieties={seedVarietiesOf(content)}
      per={{
        hectare: prices.perHectare,
        ton: prices.perTon,
        kilometre: prices.perKilometre,
        kilogram: prices.perKilogram,
      }}
      otherLanguages={[]}
      paper={{ share: { ...share, newTab }, business: { name: 'Du Toit Holdings', lines: [] }, lang: language }}
    />
  )
  return { content, words, element }
}
