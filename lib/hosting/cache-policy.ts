// Moved to scripts/build/cache-policy.ts; kept only for the e2e specs that still import this path.
export * from '../../scripts/build/cache-policy'
