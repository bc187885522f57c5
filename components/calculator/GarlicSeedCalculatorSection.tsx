/** The Garlic Seed Calculator's section on /garlic. The tool itself arrives with its own issue. */
export function GarlicSeedCalculatorSection() {
  return (
    <section id="calculator" aria-labelledby="calculator-title" className="py-20">
      <div className="container-page">
        <h2 id="calculator-title" className="text-3xl font-semibold text-garlic-900 sm:text-4xl">
          Garlic Seed Calculator
        </h2>
      </div>
    </section>
  )
}
