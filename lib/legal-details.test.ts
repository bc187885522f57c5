import { addressLine, isRegistered, legalDetailsText, type LegalWords } from '@/lib/legal-details'
import type { BusinessDetails } from '@/lib/settings'

// Words of this test's own, in the shape of content/interface.yaml's footer.
const words: LegalWords = {
  legalLine: '{operation}: {legalName} ({status}), no. {number}, at {address}.',
  legalLineUnregistered: '{operation}: {legalName} ({status}), at {address}.',
  legalStatus: {
    'private-company': 'private company',
    'close-corporation': 'close corporation',
    'sole-proprietor': 'sole proprietor',
    partnership: 'partnership',
    trust: 'trust',
  },
}

const company: BusinessDetails = {
  legalName: 'Veld Beeste (Pty) Ltd',
  legalStatus: 'private-company',
  registrationNumber: '2019/123456/07',
  streetAddress: 'Plaas Rietfontein 12, R101',
  town: 'Settlers',
  postalCode: '0480',
  province: 'Limpopo',
}

describe('legal details', () => {
  test('the address reads street, town, province, postal code', () => {
    expect(addressLine(company)).toBe('Plaas Rietfontein 12, R101, Settlers, Limpopo, 0480')
  })

  test.each([
    ['2019/123456/07', true],
    ['IT 1234/2019', true],
    ['none', false],
    ['None', false],
  ])('registration number %s: registered %s', (registrationNumber, registered) => {
    expect(isRegistered({ ...company, registrationNumber })).toBe(registered)
  })

  test.each<[string, BusinessDetails, string]>([
    [
      'a company',
      company,
      'Cattle: Veld Beeste (Pty) Ltd (private company), no. 2019/123456/07, at ' +
        'Plaas Rietfontein 12, R101, Settlers, Limpopo, 0480.',
    ],
    [
      'a sole proprietor without a number',
      { ...company, legalName: 'A. Farmer', legalStatus: 'sole-proprietor', registrationNumber: 'none' },
      'Cattle: A. Farmer (sole proprietor), at Plaas Rietfontein 12, R101, Settlers, Limpopo, 0480.',
    ],
    [
      'a trust',
      { ...company, legalStatus: 'trust', registrationNumber: 'IT 1234/2019' },
      'Cattle: Veld Beeste (Pty) Ltd (trust), no. IT 1234/2019, at Plaas ' +
        'Rietfontein 12, R101, Settlers, Limpopo, 0480.',
    ],
  ])('%s', (_, details, expected) => {
    expect(legalDetailsText('Cattle', details, words)).toBe(expected)
  })
})
