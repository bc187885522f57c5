import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'
import { imageRefSchema } from '@/lib/images'

const gallerySchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(20),
  images: z.array(imageRefSchema).min(1),
})

export type GalleryContent = z.infer<typeof gallerySchema>

/** The photo galleries; each image is a file in content/images/ with its alt text. */
const galleries = parseContent(
  'content/galleries.ts',
  z.object({
    cattle: gallerySchema.extend({ images: z.array(imageRefSchema).length(12) }),
    garlicFields: gallerySchema.extend({ images: z.array(imageRefSchema).length(4) }),
  }),
  {
    cattle: {
      heading: 'Life on the Farm',
      intro: 'Our Bonsmara herd through the seasons: on pasture, at the water point, in the feedlot and at home in the veld.',
      images: [
        { src: 'cattle/herd-grazing.svg', alt: 'Bonsmara cows grazing with heads down on green summer pasture' },
        { src: 'cattle/cow-and-calf.svg', alt: 'A Bonsmara cow standing over her young calf in the grass' },
        { src: 'cattle/bonsmara-bull.svg', alt: 'A heavy red Bonsmara bull standing side-on, showing his depth of body' },
        { src: 'cattle/water-trough.svg', alt: 'Cattle drinking at a water trough beside a windpump' },
        { src: 'cattle/acacia-shade.svg', alt: 'Bonsmara cattle resting in the shade of a wide acacia tree' },
        { src: 'cattle/weaners-backgrounding.svg', alt: 'Young weaners growing out on planted pasture behind an electric fence' },
        { src: 'cattle/smuts-finger-grass.svg', alt: 'Close view of Smuts finger grass with its finger-like seed heads' },
        { src: 'cattle/rotational-paddocks.svg', alt: 'Pasture divided into narrow paddocks that are grazed one after another' },
        { src: 'cattle/feedlot-pen.svg', alt: 'Finishing cattle feeding at a long feed bunk in a clean feedlot pen' },
        { src: 'cattle/herd-at-dusk.svg', alt: 'The herd walking home along a fence line at dusk' },
        { src: 'cattle/weeping-love-grass.svg', alt: 'Weeping love grass pasture in seed, with cattle grazing in the distance' },
        { src: 'cattle/heifers.svg', alt: 'A group of young Bonsmara heifers standing on the pasture' },
      ],
    },
    garlicFields: {
      heading: 'Our Fields',
      intro: 'From bed shaping to the processing shed: the ground, water and equipment behind every bulb.',
      images: [
        { src: 'garlic/field-rows.svg', alt: 'A garlic field in full leaf, rows running towards the mountains' },
        { src: 'garlic/centre-pivot.svg', alt: 'A centre-pivot irrigation line watering young garlic' },
        { src: 'garlic/bed-shaping.svg', alt: 'A tractor shaping raised planting beds in a prepared field' },
        { src: 'garlic/processing-facility.svg', alt: 'The processing shed in Settlers with crates of cleaned and graded bulbs' },
      ],
    },
  },
)

export const cattleGallery = galleries.cattle
export const garlicFieldsGallery = galleries.garlicFields
