import { gzipSync } from 'node:zlib'
import { languageCodes } from '../../content/languages'
import { routes } from '../../content/pages'
import { meterBudgets } from '../measure/meter-budgets'
import { offlinePagePath } from './offline-pages'
import { saleDayPlan } from './sale-day'
import { bundleWorker, lightWorkerFigures, readFolders } from './service-worker'

/** Eighty animals in each language, each ID 24 characters of no pattern: the fullest catalogue the schema allows. */
const fullestCatalogue = readFolders.flatMap((folder) =>
  Array.from(
    { length: 80 },
    (_, index) => `${folder}${(index * 7919).toString(36).padStart(6, 'q')}-x7k2m9p4w8z3b6n1v5c`,
  ),
)

const figures = (addresses: string[]) =>
  lightWorkerFigures(
    {
      offlinePages: Object.fromEntries(languageCodes.map((language) => [language, offlinePagePath(language)])),
      notFound: '/404',
      addresses,
    },
    saleDayPlan(['2027-05-14']),
  )

describe('the light service worker (lib/offline/worker/light.ts)', () => {
  test(`is at most ${meterBudgets.lightWorker / 1024} KB with gzip, with the fullest catalogue`, async () => {
    const code = await bundleWorker('light.ts', {
      __LIGHT__: figures([...routes.map((route) => route.path), ...fullestCatalogue, '/404']),
    })
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(meterBudgets.lightWorker)
    // No list of the build's files, nor any animal's address: the folder stands for them.
    expect(code).not.toContain('__WB_REVISION__')
    expect(code).not.toContain('/img/')
    expect(code).not.toContain(fullestCatalogue[0])
  }, 30_000)

  test.each([
    // A page of the menu, and the 404 page: listed.
    ['/bonsmara', true],
    ['/404', true],
    // An animal's page: its folder stands for it.
    [`${readFolders[0]}jldt-24-045`, false],
  ])('%s is listed among its addresses: %p', (address, listed) => {
    expect(figures(['/bonsmara', '/404', `${readFolders[0]}jldt-24-045`]).addresses.includes(address)).toBe(listed)
  })
})
