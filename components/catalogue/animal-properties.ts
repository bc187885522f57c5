import { columnsOf } from '@/components/catalogue/ebv-rows'
import type { AnimalView, SaleView } from '@/components/catalogue/sale-view'
import { figureKeys, figureRules } from '@/lib/sale/figures'
import { testResultKeys, testResultRules } from '@/lib/sale/performance-test'
import type { AnimalProperty } from '@/lib/sale/structured-data'

/**
 * An animal's figures for its structured data, each with an ID that says which figure it is
 * (`ebv-weaning`, `ebv-weaning-accuracy`, `weaning205`, `test-adg`), its name and unit in the page's
 * language: its breeding values and their accuracies, its measured figures and its test's results.
 */
export function animalProperties(view: SaleView, animal: AnimalView): AnimalProperty[] {
  const { words } = view
  const properties: AnimalProperty[] = []
  for (const column of columnsOf(view, animal)) {
    const given = column.valueOf(animal)!
    const name = `${column.name} (${column.abbreviation})`
    properties.push({
      id: column.sortKey,
      name: `${name}, ${words.ebvs.value}`,
      value: given.value,
      unitText: words.ebvs.units[column.rule.unit],
      unit: column.rule.unit,
    })
    if (given.accuracy !== undefined) {
      properties.push({
        id: `${column.sortKey}-accuracy`,
        name: `${name}, ${words.ebvs.accuracy}`,
        value: given.accuracy,
        unitText: '%',
        unit: '%',
      })
    }
  }
  for (const key of figureKeys) {
    const value = animal.figures[key]
    if (value === undefined) continue
    const { name, unit } = words.figures.names[key]
    properties.push({ id: key, name, value, unitText: unit, unit: figureRules[key].unit })
  }
  for (const key of testResultKeys) {
    const value = animal.test?.results[key]
    if (value === undefined) continue
    const { name, unit } = words.test.results[key]
    const ruleUnit = testResultRules[key].unit
    properties.push({
      id: `test-${key}`,
      name,
      value,
      ...(unit ? { unitText: unit } : {}),
      ...(ruleUnit ? { unit: ruleUnit } : {}),
    })
  }
  return properties
}
