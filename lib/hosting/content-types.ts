// Moved to scripts/build/content-types.ts; kept only for the e2e specs that still import this path.
export * from '../../scripts/build/content-types'
