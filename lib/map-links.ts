/**
 * Links that open a place in a map: the phone's own map app (a `geo:` address, RFC 5870, with its
 * name as Android's map apps read it) and a web map beside it for a phone or browser that has no
 * app for `geo:` (an iPhone's Safari, a computer). No map is embedded and no map script is loaded.
 */

export type Position = { latitude: number; longitude: number }

const coordinates = ({ latitude, longitude }: Position) => `${latitude},${longitude}`

/** `geo:-24.9312,28.4187?q=-24.9312,28.4187(Sale%20pens)`: a pin at the place, with its name. */
export function geoLink(position: Position, name: string): string {
  const label = name.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim()
  const at = coordinates(position)
  return `geo:${at}?q=${at}${label ? `(${encodeURIComponent(label)})` : ''}`
}

/** The place on Google Maps, which opens its app where a phone has it, else the map in the browser. */
export function webMapLink(position: Position): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(coordinates(position))}`
}
