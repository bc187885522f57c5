import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'
import { imageRefSchema } from '@/lib/images'
import { priceSchema } from '@/lib/prices'

const pricedService = z.object({ name: z.string().min(3), price: priceSchema })
const priceList = (unit: 'hectare' | 'ton') =>
  z.object({
    heading: z.string().min(1),
    intro: z.string().min(20),
    items: z.array(pricedService.refine((s) => s.price.unit === unit, `priced per ${unit}`)).min(1),
  })

/** The garlic operation: varieties, priced services and facts shown on /garlic. */
const garlic = parseContent(
  'content/garlic.ts',
  z.object({
    varieties: z.object({
      heading: z.string().min(1),
      intro: z.string().min(20),
      items: z.array(z.object({ name: z.string().min(2), description: z.string().min(40), image: imageRefSchema })).length(3),
    }),
    services: z.object({ heading: z.string().min(1), intro: z.string().min(20) }),
    fieldServices: priceList('hectare'),
    processingServices: priceList('ton'),
    processing: z.object({
      tonsPerHour: z.number().positive(),
      facility: z.string().min(2),
      note: z.string().min(10),
    }),
    travel: z.object({ name: z.string().min(3), price: priceSchema.refine((p) => p.unit === 'kilometre', 'priced per kilometre'), note: z.string().min(10) }),
    saving: z.object({ percent: z.number().min(1).max(100), perHectare: z.number().positive(), note: z.string().min(10) }),
    growingSteps: z.object({
      heading: z.string().min(1),
      intro: z.string().min(20),
      steps: z.array(z.object({ title: z.string().min(2), description: z.string().min(30), image: imageRefSchema })).length(4),
    }),
    whyChoose: z.object({
      heading: z.string().min(1),
      points: z.array(z.object({ title: z.string().min(2), text: z.string().min(30) })).length(4),
    }),
  }),
  {
    varieties: {
      heading: 'Our Garlic Varieties',
      intro: 'Three varieties proven in South African soils, each grown for seed and for the table.',
      items: [
        {
          name: 'Pink Egyptian',
          description: 'Our most popular variety: large, pink-skinned bulbs with a strong, rich flavour and reliable yields.',
          image: { src: 'garlic/variety-pink-egyptian.svg', alt: 'Two Pink Egyptian garlic bulbs with pink-streaked skins' },
        },
        {
          name: 'White Argentinian',
          description: 'Clean white bulbs with a mild, rounded taste that keep well in storage and suit fresh markets.',
          image: { src: 'garlic/variety-white-argentinian.svg', alt: 'Two White Argentinian garlic bulbs with clean white skins' },
        },
        {
          name: 'Shani',
          description: 'Purple-striped bulbs with easy-to-peel cloves and a bold flavour, planted at closer spacing.',
          image: { src: 'garlic/variety-shani.svg', alt: 'Two Shani garlic bulbs with purple-striped skins' },
        },
      ],
    },
    services: {
      heading: 'Services and Prices',
      intro: 'Hire our equipment and team for the jobs that need machinery, and pay only for the hectares and tons you bring.',
    },
    fieldServices: {
      heading: 'Field services',
      intro: 'Done on your land with our own tractors and implements.',
      items: [
        { name: 'Bed shaping', price: { amount: 1000, unit: 'hectare' } },
        { name: 'Planting', price: { amount: 2500, unit: 'hectare' } },
        { name: 'Harvesting', price: { amount: 3500, unit: 'hectare' } },
      ],
    },
    processingServices: {
      heading: 'Processing services',
      intro: 'Done at our central processing facility.',
      items: [
        { name: 'Bulb cleaning', price: { amount: 600, unit: 'ton' } },
        { name: 'Bulb grading', price: { amount: 600, unit: 'ton' } },
        { name: 'Bulb breaking/splitting', price: { amount: 500, unit: 'ton' } },
        { name: 'Seed grading', price: { amount: 450, unit: 'ton' } },
        { name: 'Seed peeling', price: { amount: 400, unit: 'ton' } },
      ],
    },
    processing: {
      tonsPerHour: 3,
      facility: 'Settlers',
      note: 'Farmers supply cured product.',
    },
    travel: {
      name: 'Travelling charge',
      price: { amount: 5.5, unit: 'kilometre' },
      note: 'Travelling charge for field services, measured from our facility in Settlers.',
    },
    saving: {
      percent: 65,
      perHectare: 100000,
      note: 'Average cost saving for growers who use our services instead of buying and running their own equipment.',
    },
    growingSteps: {
      heading: 'From Clove to Bulb',
      intro: 'Four steps over a season, each one done with care so the bulbs store well and grade cleanly.',
      steps: [
        { title: 'Planting', description: 'Graded cloves go point-up into raised, shaped beds at the spacing each variety needs.', image: { src: 'garlic/step-1-planting.svg', alt: 'Garlic cloves set point-up in freshly shaped beds of dark soil' } },
        { title: 'Growing', description: 'Through winter the plants are irrigated, fed and kept free of weeds as the leaves build the bulb.', image: { src: 'garlic/step-2-growing.svg', alt: 'Young garlic plants growing strongly in long, even rows' } },
        { title: 'Harvesting', description: 'When the lower leaves turn brown, the bulbs are lifted and left on the soil to start drying.', image: { src: 'garlic/step-3-harvest.svg', alt: 'Lifted garlic plants lying on the soil with their bulbs and roots showing' } },
        { title: 'Curing', description: 'Bundles hang in an airy shed for several weeks until the necks are dry and the skins are firm.', image: { src: 'garlic/step-4-curing.svg', alt: 'Bundles of harvested garlic hanging to cure in an open, airy shed' } },
      ],
    },
    whyChoose: {
      heading: 'Why Choose Du Toit Holdings',
      points: [
        { title: 'Proven seed', text: 'Seed from varieties we grow ourselves, graded and peeled so every clove you plant counts.' },
        { title: 'One team, planting to packing', text: 'Bed shaping, planting, harvesting and processing from one supplier who knows your crop.' },
        { title: 'Clear, fixed prices', text: 'Published rates per hectare, per ton and per kilometre, so you can budget before you plant.' },
        { title: 'Lower costs', text: 'No machinery to buy, insure or repair for a few weeks of use each year.' },
      ],
    },
  },
)

export const garlicVarieties = garlic.varieties
export const garlicServices = garlic.services
export const fieldServices = garlic.fieldServices
export const processingServices = garlic.processingServices
export const processingFacility = garlic.processing
export const travellingCharge = garlic.travel
export const growerSaving = garlic.saving
export const growingSteps = garlic.growingSteps
export const whyChooseGarlic = garlic.whyChoose
