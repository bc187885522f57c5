import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'

const certificationSchema = z.object({
  title: z.string().min(3),
  issuer: z.string().min(3),
  year: z.number().int().min(1950).max(new Date().getFullYear()),
  /** Shield for audits and compliance, check for registrations; anything else shows the award icon. */
  icon: z.enum(['shield', 'check', 'award']).default('award'),
})

export type Certification = z.infer<typeof certificationSchema>

// Sample entries until the owner supplies the real ones (README, 'Content to confirm before launch').
const certifications = parseContent(
  'content/certifications.ts',
  z.object({
    all: z.record(z.string(), certificationSchema),
    home: z.array(z.string()).min(1).max(6),
    bonsmara: z.array(z.string()).length(4),
    garlic: z.array(z.string()).length(3),
  }).refine(
    (value) => [...value.home, ...value.bonsmara, ...value.garlic].every((key) => key in value.all),
    'every page lists certifications by a key defined in `all`',
  ),
  {
    all: {
      bonsmaraBreeder: { title: 'Registered Bonsmara Breeder', issuer: 'Bonsmara SA', year: 2011, icon: 'check' },
      performanceTesting: { title: 'Performance Recording Herd', issuer: 'SA Stud Book', year: 2013, icon: 'award' },
      feedlotWelfare: { title: 'Feedlot Animal Welfare Audit', issuer: 'SA Feedlot Association', year: 2022, icon: 'shield' },
      traceability: { title: 'Livestock Traceability Compliance', issuer: 'Red Meat Industry Services', year: 2021, icon: 'shield' },
      saGap: { title: 'SA-GAP Good Agricultural Practice', issuer: 'PPECB', year: 2022, icon: 'check' },
      seedQuality: { title: 'Seed Quality Assurance', issuer: 'SANSOR', year: 2019, icon: 'award' },
      foodSafety: { title: 'Food Safety Audit, Settlers Facility', issuer: 'Accredited certification body (HACCP)', year: 2023, icon: 'shield' },
    },
    home: ['bonsmaraBreeder', 'feedlotWelfare', 'saGap'],
    bonsmara: ['bonsmaraBreeder', 'performanceTesting', 'feedlotWelfare', 'traceability'],
    garlic: ['saGap', 'seedQuality', 'foodSafety'],
  },
)

const pick = (keys: string[]): Certification[] => keys.map((key) => certifications.all[key]!)

export const homeCertifications = pick(certifications.home)
export const bonsmaraCertifications = pick(certifications.bonsmara)
export const garlicCertifications = pick(certifications.garlic)
