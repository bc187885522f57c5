import { liesUnder, menuPagesAbove, pagesToStore, type StorePlan } from './store-ahead'

describe('liesUnder', () => {
  test.each([
    ['/bonsmara/catalogue', '/', true],
    ['/af/privaatheid', '/', true],
    ['/bonsmara/catalogue', '/bonsmara', true],
    ['/bonsmara', '/bonsmara', true],
    ['/bonsmara/catalogue/jldt-24-045', '/bonsmara/catalogue', true],
    // A name that only begins the same is not under it.
    ['/bonsmara-sale', '/bonsmara', false],
    ['/garlic', '/bonsmara', false],
    ['/bonsmara', '/bonsmara/catalogue', false],
    ['/af/bonsmara/katalogus', '/bonsmara', false],
  ])('%s under %s: %s', (address, above, expected) => {
    expect(liesUnder(address, above)).toBe(expected)
  })
})

describe('menuPagesAbove', () => {
  const english = ['/', '/bonsmara', '/garlic']
  const afrikaans = ['/af', '/af/bonsmara', '/af/knoffel']
  test.each([
    ['/bonsmara/catalogue', english, ['/', '/bonsmara']],
    ['/privacy', english, ['/']],
    ['/af/bonsmara/katalogus', afrikaans, ['/af', '/af/bonsmara']],
    ['/af/privaatheid', afrikaans, ['/af']],
    // A language whose menu has no home page above it brings only what lies above.
    ['/bonsmara/catalogue', ['/bonsmara', '/garlic'], ['/bonsmara']],
    ['/privacy', [], []],
  ])('%s with the menu %j brings %j', (address, menu, expected) => {
    expect(menuPagesAbove(address, menu)).toEqual(expected)
  })
})

describe('pagesToStore', () => {
  const plan: StorePlan = {
    menus: { en: ['/', '/bonsmara', '/garlic'], af: ['/af', '/af/bonsmara', '/af/knoffel'] },
    whenRead: {
      '/privacy': ['/'],
      '/bonsmara/catalogue': ['/', '/bonsmara'],
      '/af/privaatheid': ['/af'],
      '/af/bonsmara/katalogus': ['/af', '/af/bonsmara'],
    },
    readFolders: ['/bonsmara/catalogue/', '/af/bonsmara/katalogus/'],
  }
  test.each([
    ['en', '/', ['/', '/bonsmara', '/garlic']],
    ['en', '/garlic', ['/', '/bonsmara', '/garlic']],
    ['af', '/af/knoffel', ['/af', '/af/bonsmara', '/af/knoffel']],
    ['en', '/privacy', ['/privacy', '/']],
    ['af', '/af/privaatheid', ['/af/privaatheid', '/af']],
    ['en', '/bonsmara/catalogue', ['/bonsmara/catalogue', '/', '/bonsmara']],
    ['af', '/af/bonsmara/katalogus', ['/af/bonsmara/katalogus', '/af', '/af/bonsmara']],
    // An animal's page brings its catalogue's.
    ['en', '/bonsmara/catalogue/jldt-24-045', ['/bonsmara/catalogue', '/', '/bonsmara']],
    ['af', '/af/bonsmara/katalogus/jldt-24-045', ['/af/bonsmara/katalogus', '/af', '/af/bonsmara']],
    // The 404 page, at any address: its language's menu.
    ['en', '/no-such-field', ['/', '/bonsmara', '/garlic']],
    ['af', '/af/geen-sulke-land', ['/af', '/af/bonsmara', '/af/knoffel']],
    // A language the worker does not know: nothing.
    ['zu', '/zu', []],
  ])('%s %s stores %j', (language, page, expected) => {
    expect(pagesToStore(plan, language, page)).toEqual(expected)
  })
})
