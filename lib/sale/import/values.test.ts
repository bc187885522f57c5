import { parseDate, parseNumber } from './values'

describe('parseNumber', () => {
  test.each([
    ['45000', 45000],
    ['45 000', 45000],
    ['R 45 000,00', 45000],
    ['R45,000.00', 45000],
    ['45.000,50', 45000.5],
    ['1,850', 1850],
    ['5,8', 5.8],
    ['5.8', 5.8],
    ['', undefined],
    ['12kg', undefined],
    ['1,85,0', undefined],
  ])('%j is %s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected)
  })
})

describe('parseDate', () => {
  test.each([
    ['2024-09-14', '2024-09-14'],
    ['2024/9/4', '2024-09-04'],
    ['14/09/2024', '2024-09-14'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2023', undefined],
    ['2024-13-01', undefined],
    ['Sept 14 2024', undefined],
  ])('%s is %s', (text, expected) => {
    expect(parseDate(text)).toBe(expected)
  })
})
