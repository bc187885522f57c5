import { geoLink, webMapLink } from './map-links'

describe('a place in a map', () => {
  test.each([
    [{ latitude: -24.9312, longitude: 28.4187 }, 'Sale pens', 'geo:-24.9312,28.4187?q=-24.9312,28.4187(Sale%20pens)'],
    [
      { latitude: -24.9, longitude: 28 },
      'JLDT Bonsmara-verkoopskrale',
      'geo:-24.9,28?q=-24.9,28(JLDT%20Bonsmara-verkoopskrale)',
    ],
    // A bracket in the name would end the label early: each is a space.
    [{ latitude: -30.5, longitude: 22.25 }, 'Pens (north gate)', 'geo:-30.5,22.25?q=-30.5,22.25(Pens%20north%20gate)'],
    [{ latitude: -30.5, longitude: 22.25 }, '&?#', 'geo:-30.5,22.25?q=-30.5,22.25(%26%3F%23)'],
    [{ latitude: -30.5, longitude: 22.25 }, '  ', 'geo:-30.5,22.25?q=-30.5,22.25'],
  ])('%j named %j: %s', (position, name, expected) => {
    expect(geoLink(position, name)).toBe(expected)
  })

  test('on the web: the coordinates, which every map reads', () => {
    expect(webMapLink({ latitude: -24.9312, longitude: 28.4187 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-24.9312%2C28.4187',
    )
  })
})
