import { catalogue } from '@/content/catalogue'
import { languageCodes } from '@/content/languages'
import { localize } from '@/lib/localize'
import { fillTemplate } from '@/lib/template'
import { fillWords } from './fill-words'

describe("the catalogue's word filler fills as lib/template.ts does", () => {
  const words = languageCodes.flatMap((language) => {
    const { list, tools } = localize(catalogue, language)
    return [list.count, ...Object.values(tools)]
  })
  const values = { shown: 3, total: 12, count: 2, figure: 'ADG', order: 'higher first', title: 'JLDT 24-045' }
  test.each([...words, 'no gaps', '{unknown} stays', '{count}{count}', '{ count }'])('%s', (text) => {
    expect(fillWords(text, values)).toBe(fillTemplate(text, values))
  })
})
