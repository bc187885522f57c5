import { addressAsksForTool, dataIsDear, loadWhen, type LoadSignals } from './load-when'

const contactWake = '#contact&$contact-enquiry-draft $contact-enquiry-outbox'
const calculatorWake = '?mode ?variety'

function signals(overrides: Partial<LoadSignals> & { storage?: Record<string, string> } = {}): LoadSignals {
  const { storage = {}, ...rest } = overrides
  return {
    tools: 1,
    wake: [contactWake],
    search: '',
    hash: '',
    stored: (key) => storage[key] ?? null,
    ...rest,
  }
}

describe('dataIsDear', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: '2g' }, true],
    [{ saveData: false, effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '22g' }, false],
  ])('%j: %s', (connection, dear) => {
    expect(dataIsDear(connection)).toBe(dear)
  })
})

describe('addressAsksForTool', () => {
  it.each<[string, Partial<LoadSignals> & { storage?: Record<string, string> }, boolean]>([
    ['nothing in the address or storage', {}, false],
    ['#contact without a draft', { hash: '#contact' }, false],
    ['a draft without #contact', { storage: { 'contact-enquiry-draft': '{"name":"Ann"}' } }, false],
    ['#contact with a draft', { hash: '#contact', storage: { 'contact-enquiry-draft': '{"name":"Ann"}' } }, true],
    ['#contact with an empty draft', { hash: '#contact', storage: { 'contact-enquiry-draft': '' } }, false],
    [
      '#contacts (another fragment) with a draft',
      { hash: '#contacts', storage: { 'contact-enquiry-draft': 'x' } },
      false,
    ],
    ['a waiting enquiry, anywhere', { storage: { 'contact-enquiry-outbox': '[{"id":1}]' } }, true],
    ['an empty outbox', { storage: { 'contact-enquiry-outbox': '[]' } }, false],
    ['the calculator’s mode in the query', { wake: [calculatorWake], search: '?mode=land' }, true],
    ['another page’s query field', { wake: [calculatorWake], search: '?sort=lot' }, false],
    ['a field only named like one', { wake: [calculatorWake], search: '?modes=1' }, false],
    ['one of two tools asks', { wake: [contactWake, calculatorWake], search: '?variety=egyptian' }, true],
    ['a malformed condition is never true', { wake: ['? # $ &'], search: '?x=1', hash: '#' }, false],
  ])('%s: %s', (_, overrides, asks) => {
    expect(addressAsksForTool(signals(overrides))).toBe(asks)
  })
})

describe('loadWhen', () => {
  it.each<[string, Partial<LoadSignals> & { storage?: Record<string, string> }, ReturnType<typeof loadWhen>]>([
    ['no tool on the page', { tools: 0 }, 'never'],
    ['no tool, even on a fast link with an address', { tools: 0, search: '?mode=land', wake: [] }, 'never'],
    ['no tool, with Save-Data', { tools: 0, connection: { saveData: true } }, 'never'],
    ['a tool, a fast link', { connection: { effectiveType: '4g' } }, 'near-or-idle'],
    ['a tool, no connection information (Safari, Firefox)', {}, 'near-or-idle'],
    ['a tool, 3G', { connection: { effectiveType: '3g' } }, 'near-or-idle'],
    ['a tool, Save-Data', { connection: { saveData: true } }, 'on-intent'],
    ['a tool, 2G', { connection: { effectiveType: '2g' } }, 'on-intent'],
    ['a tool, slow 2G', { connection: { effectiveType: 'slow-2g' } }, 'on-intent'],
    [
      'Save-Data, and the address asks for the calculator',
      { connection: { saveData: true }, wake: [calculatorWake], search: '?mode=land&variety=egyptian' },
      'now',
    ],
    [
      'Save-Data, #contact with a draft to restore',
      { connection: { saveData: true }, hash: '#contact', storage: { 'contact-enquiry-draft': '{"message":"Hi"}' } },
      'now',
    ],
    ['a fast link and an address that asks', { wake: [calculatorWake], search: '?mode=seed' }, 'now'],
  ])('%s: %s', (_, overrides, when) => {
    expect(loadWhen(signals(overrides))).toBe(when)
  })
})
