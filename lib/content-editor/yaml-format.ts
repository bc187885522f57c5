// Moved to scripts/build/content-editor/yaml-format.ts; kept only for the e2e spec that still imports this path.
export * from '../../scripts/build/content-editor/yaml-format'
