import { columnLetter } from './columns'

test.each([
  [0, 'A'],
  [25, 'Z'],
  [26, 'AA'],
  [27, 'AB'],
])('column %i is %s', (index, letter) => {
  expect(columnLetter(index)).toBe(letter)
})
