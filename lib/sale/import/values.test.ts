import { parseDate, parseNumber, saysNone } from './values'

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
    ['35,5', 35.5],
    ['37.5', 37.5],
    ['0,350', 0.35],
    ['+21,5', 21.5],
    ['+0.4', 0.4],
    ['-6,5', -6.5],
    ['\u22122,4', -2.4],
    ['\u20130,9', -0.9],
    ['-0', 0],
    ['+ 1 850', 1850],
    ['1 234,5', 1234.5],
    ['1\u00a0234,5', 1234.5],
    ['+', undefined],
    ['--5', undefined],
    ['5-', undefined],
  ])('%j is %s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected)
  })
})

describe('saysNone: the ways an export leaves a cell empty', () => {
  test.each([
    ['', true],
    ['  ', true],
    ['-', true],
    ['\u2013', true],
    ['\u2014', true],
    ['n/a', true],
    ['N/A', true],
    ['NA', true],
    ['0', false],
    ['-1', false],
    ['#N/A', false],
  ])('%j: %s', (text, none) => {
    expect(saysNone(text)).toBe(none)
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
