import { z } from 'zod'
import { loadContent } from '@/content/load'
import { buttonLabel, heading, pageTitle, template, textLimits, wordLimits, words } from '@/content/schema'
import { legalStatuses, type LegalStatus } from '@/lib/settings'

export const interfaceSchema = z
  .strictObject({
    skipLink: words({ max: textLimits.button }),
    navigation: z.strictObject({
      label: words().describe('What screen readers call the navigation bar and the phone’s menu.'),
      menuButton: words({ max: 12 }).describe('The phone’s menu button.'),
      contactUs: words({ max: 20, word: wordLimits.heading }).describe(
        'The button in the bar, and the heading of every page’s contact section.',
      ),
      logo: template(['site'], { hint: 'What screen readers say for the logo, which leads home.' }),
    }),
    footer: z.strictObject({
      operations: words({ max: textLimits.tableHeading }),
      contact: words({ max: textLimits.tableHeading }),
      follow: words({ max: textLimits.tableHeading }),
      copyright: template(['year', 'holder']),
      phoneLink: words().describe('Read after the phone number by screen readers.'),
      legalHeading: words().describe('Above the businesses’ legal details, for screen readers.'),
      legalLine: template(['operation', 'legalName', 'status', 'number', 'address'], {
        hint:
          'One business’s legal details (the law asks for them): its legal name, form, ' +
          'registration number and physical address, from the build settings.',
      }),
      legalLineUnregistered: template(['operation', 'legalName', 'status', 'address'], {
        hint: 'The same, for a business with no registration number (a sole proprietor).',
      }),
      legalStatus: z
        .strictObject(
          Object.fromEntries(legalStatuses.map((status) => [status, words({ max: 40 })])) as Record<
            LegalStatus,
            ReturnType<typeof words>
          >,
        )
        .describe('How the footer names each legal form a business can take.'),
    }),
    newTab: words().describe('Read after a link that opens another site in a new tab.'),
    chatButton: words({ max: textLimits.button }).describe(
      'The round button at the bottom right of every page, and its tooltip.',
    ),
    certifications: z.strictObject({
      heading: heading(),
      year: words().describe('Read before a certification’s year by screen readers.'),
    }),
    testimonials: z.strictObject({ heading: heading(), rating: template(['rating', 'outOf']) }),
    gallery: z.strictObject({
      viewLarger: words().describe('Read before a photo’s description on the link that opens it larger.'),
      largerView: template(['description']),
      position: template(['number', 'count']),
      controls: words().describe('Names the links of the larger view for screen readers.'),
      previous: words({ max: 20 }),
      next: words({ max: 20 }),
      close: words({ max: 20 }),
      step: words().describe('Read before a growing step’s number.'),
    }),
    prices: z
      .strictObject({
        service: words({ max: textLimits.tableHeading }),
        price: words({ max: textLimits.tableHeading }),
        // After a price, which may be a card's title (the travelling charge).
        perHectare: words({ max: 20, word: wordLimits.cardTitle }),
        perTon: words({ max: 20, word: wordLimits.cardTitle }),
        perKilometre: words({ max: 20, word: wordLimits.cardTitle }),
        perKilogram: words({ max: 20, word: wordLimits.cardTitle }),
      })
      .describe('Prices: what an amount is charged per, written after it ("R 1 000 per hectare").'),
    share: z
      .strictObject({
        share: buttonLabel(),
        whatsApp: buttonLabel(),
        copy: buttonLabel(),
        copied: words({ min: 10 }).describe('The toast once the link is copied.'),
        copyFailed: words({ min: 10 }).describe('The toast when the browser would not copy it.'),
        date: words({ max: textLimits.tableHeading }).describe('Before the day on a printed estimate or plan.'),
      })
      .describe('Sending a season estimate or a calculator plan: the buttons beside it, and the date on paper.'),
    notFound: z.strictObject({
      title: words().describe('The browser tab’s title.'),
      description: words({ min: 50, max: 160 }),
      heading: pageTitle(),
      text: words(),
      home: buttonLabel(),
    }),
    offline: z
      .strictObject({
        title: words({ max: textLimits.tableHeading }).describe('The browser tab’s title.'),
        heading: pageTitle(),
        text: words({ min: 20 }),
        retry: buttonLabel(),
        stored: heading().describe('Above the links to the pages this device keeps.'),
        calculator: buttonLabel().describe('The link to the calculator, which works without a connection.'),
      })
      .describe('The page shown offline for a page of the site this device has not kept yet.'),
    stalled: z
      .strictObject({
        calculator: words({ max: 120 }).describe(
          'Heading of the notice shown when the calculator’s scripts did not run.',
        ),
        planner: words({ max: 120 }).describe('The same, for the season planner.'),
        form: words({ max: 120 }).describe('The same, for the contact form.'),
        why: words({ min: 20, max: 300 }).describe(
          'What may help, and that the links below work anyway: under the first of ' +
            'those headings on a page. Every page carries it twice (its HTML and its ' +
            'React payload), so it is kept short.',
        ),
        figures: buttonLabel().describe('The link to the table of each variety’s figures.'),
        prices: buttonLabel().describe('The link to the published prices.'),
        whatsApp: buttonLabel().describe('The link that opens a WhatsApp chat.'),
        call: template(['phone'], { max: textLimits.button, hint: 'The link that rings the business.' }),
        email: buttonLabel().describe('The link that starts an e-mail carrying what the visitor entered.'),
      })
      .describe(
        'When a page’s scripts cannot start (an older browser, a blocked script, a ' +
          'connection that dropped it): each tool says so and offers the way on.',
      ),
    error: z.strictObject({
      heading: pageTitle(),
      retry: buttonLabel(),
      home: buttonLabel(),
      unknown: words().describe('When the failure says nothing about itself.'),
    }),
  })
  .describe(
    'The words of the site’s frame and of the parts every page shares: ' +
      'navigation, footer, galleries, cards, the 404, offline and error screens.',
  )

/** The words of the site's frame and shared parts (content/interface.yaml). */
export const interfaceWords = loadContent('interface.yaml', interfaceSchema)
