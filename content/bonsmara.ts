import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'

const range = z.object({ min: z.number().positive(), max: z.number().positive() }).refine((r) => r.min < r.max, 'min must be below max')

/** The cattle operation's services and programme facts, shown on /bonsmara. */
const bonsmara = parseContent(
  'content/bonsmara.ts',
  z.object({
    services: z.object({
      heading: z.string().min(1),
      intro: z.string().min(20),
      items: z
        .array(z.object({ title: z.string().min(1), description: z.string().min(40), points: z.array(z.string().min(3)).min(2).max(4) }))
        .length(3),
    }),
    backgrounding: z.object({
      heading: z.string().min(1),
      paragraphs: z.array(z.string().min(40)).min(1).max(3),
      months: z.number().int().positive(),
      grasses: z.array(z.object({ name: z.string().min(3), botanicalName: z.string().min(3), note: z.string().min(10) })).length(2),
      grassProteinPercent: range,
    }),
    grazing: z.object({
      heading: z.string().min(1),
      paragraphs: z.array(z.string().min(40)).min(1).max(3),
      grazingUnitCutPercent: range,
      extraBiomassPercent: z.number().positive(),
    }),
  }),
  {
    services: {
      heading: 'Our Services',
      intro: 'From the stud to the feedlot, every animal is handled by the same team with the same standards.',
      items: [
        {
          title: 'Premium Breeding',
          description: 'Registered Bonsmara bulls and heifers selected on performance records for fertility, growth and temperament.',
          points: ['Performance-recorded bloodlines', 'Bulls ready for the breeding season', 'Heifers for herd expansion'],
        },
        {
          title: 'Backgrounding Services',
          description: 'Weaners grown out on planted pasture so they enter the feedlot with frame, health and a settled temperament.',
          points: ['Managed grazing on planted grass', 'Regular weighing and health checks', 'Places for your own weaners'],
        },
        {
          title: 'Feedlot Finishing',
          description: 'A balanced finishing ration and low-stress handling bring cattle to market weight and grade efficiently.',
          points: ['Ration formulated for Bonsmara growth', 'Daily pen inspections', 'Marketing to abattoirs and buyers'],
        },
      ],
    },
    backgrounding: {
      heading: 'Our Backgrounding Programme',
      paragraphs: [
        'Weaned calves move onto planted pasture instead of straight into the feedlot. On grass they grow frame and muscle slowly and cheaply, and arrive at finishing healthy, calm and ready to convert feed well.',
        'The pastures are established with two proven South African grasses that hold their quality through the season.',
      ],
      months: 5,
      grasses: [
        { name: 'Smuts finger grass', botanicalName: 'Digitaria eriantha', note: 'Palatable and drought-tolerant, it keeps its leaf into autumn.' },
        { name: 'Weeping love grass', botanicalName: 'Eragrostis curvula', note: 'Hardy and quick to recover after grazing, with a long growing season.' },
      ],
      grassProteinPercent: { min: 8, max: 12 },
    },
    grazing: {
      heading: 'High Intensity Rotational Grazing',
      paragraphs: [
        'The herd grazes one small paddock at a time for a short period, then moves on, and each paddock rests until the grass has fully recovered. Dung and trampling feed the soil, and no plant is grazed twice before it regrows.',
        'Grazing this way lets the same land carry cattle with less waste, and the rested pasture comes back thicker every season.',
      ],
      grazingUnitCutPercent: { min: 30, max: 40 },
      extraBiomassPercent: 50,
    },
  },
)

export const bonsmaraServices = bonsmara.services
export const backgroundingProgramme = bonsmara.backgrounding
export const rotationalGrazing = bonsmara.grazing
