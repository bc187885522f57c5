/**
 * The season planner's working part, fetched on first use rather than with the page (see
 * SeasonEstimatePanel): it reads the form, keeps the address, works out the estimate, says what
 * each entry still needs, and hands the estimate to the contact form.
 */
export { EstimateSummary } from '@/components/season-planner/EstimateSummary'
export { PlannerDriver } from '@/components/season-planner/PlannerDriver'
