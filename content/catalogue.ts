import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import {
  buttonLabel,
  contactIntro,
  eyebrow,
  heading,
  lead,
  list as textList,
  pageTitle,
  template,
  textLimits,
  wordLimits,
  words,
} from '@/content/schema'
import { figureKeys, type FigureKey } from '@/lib/sale/figures'
import { ebvKeys, type EbvKey } from '@/lib/sale/breeding-values'
import { testKinds, testResultKeys, type TestKind, type TestResultKey } from '@/lib/sale/performance-test'
import { ancestorKeys, reserveKinds, sexes, type AncestorKey, type ReserveKind, type Sex } from '@/lib/sale/animal'

const short = () => words({ max: textLimits.tableHeading, word: wordLimits.tableWord })
/** A short heading: its words fit a phone's line. */
const shortHeading = () => words({ max: textLimits.tableHeading, word: wordLimits.heading })

/** A figure's name and unit, as the tables print them. */
const figureWords = z.strictObject({
  name: words({ max: textLimits.label, word: wordLimits.tableWord }).describe(
    'The figure’s name, as a table’s row says it.',
  ),
  unit: words({ max: textLimits.tableHeading, word: wordLimits.unit }).describe(
    'After the number: kg, g/day, cm, days.',
  ),
})

/** A breeding value's trait in the words a buyer knows. */
const traitWords = z.strictObject({
  name: words({ max: textLimits.label, word: wordLimits.tableWord }).describe(
    'The trait as a table’s row says it, such as Birth (direct).',
  ),
  abbreviation: words({ max: 8, word: 8 }).describe('As catalogues shorten it, such as BW; explained once on a page.'),
  trait: words({ max: textLimits.label, word: wordLimits.tableWord }).describe(
    'The trait in a sentence, such as weaning weight ("top 10 % for weaning weight").',
  ),
  betterFor: words({ max: textLimits.label, word: wordLimits.tableWord }).describe(
    'Said where the animal is better than the breed’s average, such as "better for calving ease".',
  ),
})

/** A test result's name and unit. */
const resultWords = z.strictObject({
  name: words({ max: textLimits.label, word: wordLimits.tableWord }),
  unit: words({ max: textLimits.tableHeading, word: wordLimits.unit })
    .optional()
    .describe('After the number: g/day, cm, mm; none for a ratio or an index.'),
})

export const catalogueSchema = z
  .strictObject({
    hero: z
      .strictObject({ eyebrow: eyebrow(), title: pageTitle(), lead: lead() })
      .describe('The top of the catalogue: words only, so the list opens at once on any connection.'),
    sale: z
      .strictObject({
        auction: short().describe('Above the auction’s details, such as Auction.'),
        privateSale: short().describe('Above a private sale’s details, such as Private sale.'),
        date: short(),
        time: short(),
        venue: short(),
        viewing: short().describe('The viewing day’s label.'),
        viewingHours: template(['from', 'to'], { max: textLimits.label }).describe('Such as "{from} to {to}".'),
        bid: buttonLabel().describe('The button to the online bidding.'),
        asAt: template(['date', 'time'], { max: textLimits.label }).describe(
          'When the catalogue last changed, under its name: "Catalogue as at {date}, {time}".',
        ),
        calendar: buttonLabel().describe('The link to the sale’s calendar file: Add to calendar.'),
        directions: buttonLabel().describe('Opens the venue in the phone’s map app: Directions.'),
        webMap: buttonLabel().describe('Beside it, the venue on a map in the browser: Open in a web map.'),
        viewingEvent: template(['sale'], { max: textLimits.label }).describe(
          'The viewing day’s name in a calendar: "Viewing day: {sale}".',
        ),
        storedCopy: template(['stored'], { min: 20, max: 240 }).describe(
          'Shown on the sale’s day to a buyer who is offline: the copy this phone kept, and when ' +
            '("on {stored}" reads "on 14 May 2027, 09:12").',
        ),
      })
      .describe('The sale’s details above the list.'),
    notice: z
      .strictObject({
        heading: shortHeading().describe('Above what the law asks an auction’s advertisement to state.'),
        auctioneer: short().describe('Auctioneer.'),
        licence: template(['number'], { max: textLimits.label }).describe('Such as "Registration number {number}".'),
        rules: short().describe('Rules of auction.'),
        rulesLink: buttonLabel().describe('The link to the rules: Read the rules of auction.'),
        reserve: short().describe('Reserve.'),
        reserveKinds: z
          .strictObject(
            Object.fromEntries(reserveKinds.map((kind) => [kind, words({ min: 20, max: 240 })])) as Record<
              ReserveKind,
              ReturnType<typeof words>
            >,
          )
          .describe(
            'What each choice of the sale’s reserve says: none (without reserve), reservePrice, rightToBid ' +
              '(the owner or auctioneer may bid). Confirm them with the auctioneer.',
          ),
        registration: short().describe('Registration.'),
        registrationReminder: words({ min: 40, max: 300 }).describe(
          'The reminder the law asks for: every bidder registers before bidding, with proof of identity and ' +
            'of residence (regulation 26).',
        ),
        regulations: template(['address'], { min: 40, max: 300 }).describe(
          'The reference to the Consumer Protection Act’s regulations; the site fills in {address} as a link.',
        ),
        regulationsAddress: z
          .url({ protocol: /^https$/, message: 'must be a full https:// address' })
          .describe('Where the regulations can be read (an official site that works).'),
      })
      .describe(
        'What the Consumer Protection Act’s regulations ask an auction’s advertisement to state, shown on the ' +
          'catalogue, each animal’s page and on paper. The auction’s own facts are in the sale’s file.',
      ),
    howToBuy: z
      .strictObject({
        heading: heading(),
        register: template(['auctioneer'], { min: 20, max: 240 }).describe(
          'The first step: "Register with {auctioneer} before the sale…".',
        ),
        registerOnline: buttonLabel().describe('The link to register online, where the sale gives one.'),
        call: template(['phone'], { max: textLimits.label }).describe('Beside it: "Or call {phone}".'),
        bringHeading: heading().describe('Above what a buyer brings or uploads to register.'),
        bring: textList({ max: 200, count: { min: 1, max: 8 } }).describe(
          'What to bring or upload, a line each: identity, proof of address, VAT number, letter of authority.',
        ),
        waysHeading: heading().describe('Above the ways to bid.'),
        ring: words({ min: 20, max: 300 }).describe('Bidding in the ring.'),
        phone: template(['phone'], { min: 20, max: 300 }).describe('Bidding by phone; {phone} is the auctioneer’s.'),
        online: words({ min: 20, max: 300 }).describe('Bidding online, before the link to the bidding platform.'),
        deposit: short().describe('Before the sale’s deposit, where the auctioneer asks one: Deposit.'),
        notBids: template(['ask'], { min: 20, max: 300 }).describe(
          'That the shortlist and “Ask about this animal” are not bids; {ask} is that button’s words.',
        ),
      })
      .describe('How to take part in the auction: a section of the catalogue, printed with it.'),
    results: z
      .strictObject({
        heading: heading().describe('Above the results, which open the catalogue once the sale is over.'),
        lead: template(['sold', 'offered'], { max: textLimits.label }).describe(
          'Such as "{sold} of {offered} lots sold".',
        ),
        category: short().describe('The first column: Lots.'),
        all: short().describe('The last row: All lots.'),
        offered: short(),
        sold: short(),
        clearance: short().describe('The share of the lots offered that sold: Cleared.'),
        average: short(),
        top: short().describe('Top price.'),
        turnover: short(),
        partial: template(['prices', 'sold'], { min: 20, max: 200 }).describe(
          'Where some sold lots’ prices are not published: "Prices of the {prices} of {sold} lots sold whose ' +
            'price is published."',
        ),
        others: template(['withdrawn', 'notSold', 'toConfirm'], { min: 20, max: 200 }).describe(
          'Under the table: the lots withdrawn, not sold and sold subject to confirmation.',
        ),
        topLots: shortHeading().describe('Above the top lot of each category.'),
        topOf: z
          .strictObject(Object.fromEntries(sexes.map((sex) => [sex, short()])) as Record<Sex, ReturnType<typeof short>>)
          .describe('Top bull, Top heifer.'),
      })
      .describe('The sale’s results, from the lots’ statuses and the prices the sale publishes.'),
    teaser: z
      .strictObject({
        eyebrow: short().describe('Above the sale’s name, such as Now on offer.'),
        count: template(['count'], { max: textLimits.label }).describe('Such as "{count} bulls and heifers".'),
        link: buttonLabel().describe('The link to the catalogue.'),
      })
      .describe('The band on the JLDT Bonsmara page that leads to the catalogue while a sale is on.'),
    none: z
      .strictObject({ heading: heading(), text: words({ min: 20, max: 300 }) })
      .describe('What the catalogue says when no sale is published or it lists no animals.'),
    list: z
      .strictObject({
        heading: heading(),
        count: template(['shown', 'total'], { max: textLimits.label }).describe(
          'Such as "{shown} of {total} animals".',
        ),
        sex: z.strictObject({ legend: short(), all: short(), bull: short(), heifer: short() }),
        status: z.strictObject({
          legend: short(),
          all: short(),
          available: short(),
          reserved: short(),
          sold: short(),
          auction: short(),
          withdrawn: short(),
          notSold: short(),
          subjectToConfirmation: short(),
        }),
        animal: short().describe('The column of the animals in the figures’ table: Animal.'),
        figuresHeading: heading().describe('Above the table of every animal’s figures.'),
        sortBy: short().describe('The sort’s label: Sort by.'),
        lot: short().describe('The lot’s label, also a way to sort.'),
        price: short(),
        born: short().describe('Birth date, also a way to sort.'),
        higherFirst: short().describe('The order with the highest value first.'),
        lowerFirst: short().describe('The order with the lowest value first.'),
        apply: buttonLabel().describe('The button that shows the list as chosen (each choice also shows at once).'),
        empty: words({ min: 10, max: 200 }).describe('When no animal matches the choices.'),
        onAuction: short().describe('Instead of a price, for an auction lot.'),
        onRequest: short().describe('Instead of a price, where none is given.'),
        notPublished: short().describe('Instead of the price of a lot that sold, where it is not published.'),
        buyer: short().describe('The buyer’s label, on a lot that sold: Bought by.'),
        buyerFrom: template(['town'], { max: textLimits.label }).describe(
          'Where the buyer is not named: "A buyer from {town}".',
        ),
        lotNumber: template(['lot'], { max: textLimits.tableHeading, word: wordLimits.tableWord }).describe(
          'Such as "Lot {lot}".',
        ),
        example: short().describe('The mark on a sample animal.'),
      })
      .describe('The list of animals.'),
    tools: z
      .strictObject({
        legend: short().describe('The name of the sort and filter form.'),
        order: short().describe('The order’s label: Order.'),
        sortedBy: template(['figure', 'order'], { max: textLimits.label }).describe(
          'What a screen reader hears after the list is sorted: "Sorted by {figure}, {order}".',
        ),
        star: template(['title'], { max: textLimits.label }).describe(
          'What a screen reader hears of each animal’s star: "On my shortlist: {title}".',
        ),
        starHint: words({ min: 10, max: 160 }).describe('Shown while the shortlist is empty: how to start one.'),
        shortlistCount: template(['count'], { max: textLimits.label }).describe('Such as "{count} on my shortlist".'),
        showShortlist: buttonLabel().describe('Shows the shortlist alone.'),
        share: buttonLabel().describe('Shares the shortlist as a link.'),
        copied: words({ min: 10, max: 120 }).describe(
          'Before the shortlist’s link, where the phone could not share or copy it.',
        ),
        sharedWithYou: template(['count'], { max: textLimits.label }).describe(
          'Above a shortlist opened from a link: "A shortlist shared with you: {count} animals".',
        ),
        keep: buttonLabel().describe('Keeps a shared shortlist on this phone.'),
        showAll: buttonLabel().describe('Leaves a shared shortlist for the whole list.'),
        compare: template(['count'], { max: textLimits.label }).describe(
          'The button that puts the shortlist side by side: "Compare {count} side by side".',
        ),
        accuracy: short().describe('The filter by the accuracy of the breeding value sorted by: Accuracy at least.'),
        accuracyAny: short().describe('Its first choice: Any accuracy.'),
        accuracyHint: words({ max: 120 }).describe(
          'Under the accuracy filter: it counts the breeding value the list is sorted by.',
        ),
        sire: short().describe('The filter by sire: Sire.'),
        sireAll: short().describe('Its first choice: Every sire.'),
        breedingValues: short().describe('The group of breeding values among the ways to sort.'),
        performance: short().describe('The group of measured figures among the ways to sort.'),
        compareHeading: shortHeading().describe('Above the animals side by side.'),
        closeCompare: buttonLabel().describe('Closes the comparison.'),
        stalled: words({ min: 20, max: 300 }).describe(
          'Shown when the page’s scripts cannot start or are switched off: the tools ' +
            'cannot work, the list and its table can.',
        ),
      })
      .describe('The buyer’s tools: sort, filter, the shortlist and the comparison.'),
    figures: z
      .strictObject({
        heading: shortHeading().describe('Above the figures’ table, such as Performance.'),
        figure: short().describe('The first column: Figure.'),
        value: short().describe('The animal’s own figure: This animal.'),
        saleAverage: short().describe('When the average is the sale’s own animals’.'),
        herdAverage: short().describe('When the average is the herd’s, as the breed society gives it.'),
        average: short().describe('When some averages are the herd’s and some the sale’s: Average.'),
        against: short().describe('The last column: how the figure stands.'),
        above: template(['difference'], { max: textLimits.tableHeading, word: wordLimits.tableWord }).describe(
          'Such as "{difference} above".',
        ),
        below: template(['difference'], { max: textLimits.tableHeading, word: wordLimits.tableWord }).describe(
          'Such as "{difference} below".',
        ),
        at: short().describe('Level with the average.'),
        better: short().describe('Added where the figure is better than the average for a buyer, such as Better.'),
        notMeasured: short(),
        names: z
          .strictObject(
            Object.fromEntries(figureKeys.map((key) => [key, figureWords])) as Record<FigureKey, typeof figureWords>,
          )
          .describe('Each figure’s name and unit.'),
      })
      .describe('The performance figures’ table on each animal’s page.'),
    ebvs: z
      .strictObject({
        heading: shortHeading().describe('Above an animal’s breeding values, such as Breeding values.'),
        listHeading: heading().describe('Above the table of every animal’s breeding values in the catalogue.'),
        evaluation: template(['name', 'date'], { max: textLimits.label * 2 }).describe(
          'Under the heading: "From {name}, {date}" (the month as the page’s language writes it).',
        ),
        trait: short().describe('The first column: Trait.'),
        value: short().describe('The breeding value’s column: EBV.'),
        accuracy: short().describe('Accuracy.'),
        ratio: short().describe('The ratio against the contemporaries (100 their average): Ratio.'),
        breedAverage: short().describe('Breed average.'),
        standing: short().describe('Where the animal stands in the breed: In the breed.'),
        bar: short().describe('Above the drawn bars, which a screen reader skips: Against the breed.'),
        top: template(['percent', 'trait'], { max: textLimits.label }).describe('"Top {percent} % for {trait}".'),
        above: short().describe('Above breed average.'),
        below: short().describe('Below breed average.'),
        at: short().describe('At breed average.'),
        notGiven: short().describe('Where the evaluation gave no value: Not given.'),
        key: shortHeading().describe('Above the abbreviations and what they mean.'),
        ratioKey: words({ max: 160 }).describe('What the ratio is, in the key: 100 is the contemporaries’ average.'),
        accuracyKey: words({ max: 200 }).describe('What the accuracy and the bar’s width mean, in the key.'),
        units: z
          .strictObject({ kg: short(), days: short(), cm: short(), points: short() })
          .describe('The units after a breeding value.'),
        names: z
          .strictObject(
            Object.fromEntries(ebvKeys.map((trait) => [trait, traitWords])) as Record<EbvKey, typeof traitWords>,
          )
          .describe('Each trait’s name, abbreviation and words.'),
      })
      .describe('The breed society’s breeding values: the animal’s page, the catalogue and the comparison.'),
    test: z
      .strictObject({
        heading: shortHeading().describe('Above the bull’s growth test.'),
        kinds: z
          .strictObject(
            Object.fromEntries(testKinds.map((kind) => [kind, short()])) as Record<TestKind, ReturnType<typeof short>>,
          )
          .describe('Each kind of test: Phase C (central), Phase D (on farm), veld bull test.'),
        kind: short().describe('The test’s kind’s label: Test.'),
        station: short().describe('Station or herd.'),
        started: short().describe('The day it started: Started.'),
        length: short().describe('Its length’s label: Length.'),
        days: template(['days'], { max: textLimits.tableHeading, word: wordLimits.tableWord }).describe(
          'Such as "{days} days".',
        ),
        result: short().describe('The results’ first column: Result.'),
        value: short().describe('The results’ second column: This bull.'),
        results: z
          .strictObject(
            Object.fromEntries(testResultKeys.map((result) => [result, resultWords])) as Record<
              TestResultKey,
              typeof resultWords
            >,
          )
          .describe('Each result’s name and unit.'),
      })
      .describe('The growth test on an animal’s page.'),
    checks: z
      .strictObject({
        heading: shortHeading().describe('Above what a buyer checks before bidding.'),
        registered: short(),
        section: template(['section'], { max: textLimits.label }).describe('Such as "Yes, section {section}".'),
        inspected: short().describe('Inspected and passed.'),
        parentage: short().describe('Parentage verified by DNA.'),
        sireAndDam: short().describe('Both parents verified.'),
        sireOnly: short().describe('The sire alone verified.'),
        damOnly: short().describe('The dam alone verified.'),
        genomic: short().describe('Genomically tested.'),
        breedingSoundness: short().describe('Breeding soundness examined.'),
        temperament: short(),
        score: template(['score'], { max: textLimits.label }).describe('Such as "{score} of 5 (1 is the calmest)".'),
        weight: short().describe('Its weight now.'),
        weighed: template(['weight', 'date'], { max: textLimits.label }).describe('Such as "{weight} on {date}".'),
        yes: short(),
        no: short(),
      })
      .describe('What a buyer checks before bidding, on an animal’s page.'),
    conditions: z
      .strictObject({ heading: shortHeading().describe('Above the conditions of sale, such as Conditions of sale.') })
      .describe('The conditions of sale on the catalogue and its printed list.'),
    pedigree: z
      .strictObject({
        heading: shortHeading(),
        names: z.strictObject(
          Object.fromEntries(ancestorKeys.map((key) => [key, short()])) as Record<
            AncestorKey,
            ReturnType<typeof short>
          >,
        ),
      })
      .describe('The pedigree’s heading and its six places.'),
    animal: z
      .strictObject({
        facts: shortHeading().describe('Above the animal’s facts: sex, birth date, status, price.'),
        sex: short(),
        bull: short().describe('One bull, as the facts say it: Bull.'),
        heifer: short().describe('One heifer: Heifer.'),
        averageOf: template(['sex', 'average'], { max: textLimits.label }).describe(
          'The average row of each sex in the figures’ table, such as "{average}: {sex}".',
        ),
        status: short(),
        video: buttonLabel().describe('The link to the animal’s video.'),
        back: buttonLabel().describe('Back to the whole catalogue.'),
        ask: buttonLabel().describe('The button that fills the contact form with this animal.'),
        askSubject: template(['animal'], { max: 40 }).describe(
          'The enquiry’s subject; the site fills in the ID and the lot: "Enquiry about {animal}".',
        ),
        askMessage: template(['animal'], { max: 300 }).describe(
          'The message it starts, for the visitor to finish; the site fills in the name, ID and lot.',
        ),
      })
      .describe('Each animal’s own page.'),
    contact: contactIntro,
  })
  .describe(
    'The sale catalogue’s words: /bonsmara/catalogue and each animal’s page. The ' +
      'sale and the animals are in the sale’s file.',
  )

/** The catalogue's words (content/catalogue.yaml). */
export const catalogue = loadContent('catalogue.yaml', catalogueSchema)

export type CatalogueWords = Localized<typeof catalogue>
