/** The palette the demos cycle through, with the translation key of each colour's name. */
export const DEMO_COLORS = [
  { color: 'blue', key: 'sample.color.primary' },
  { color: 'gray', key: 'sample.color.secondary' },
  { color: 'green', key: 'sample.color.success' },
  { color: 'cyan', key: 'sample.color.info' },
  { color: 'orange', key: 'sample.color.warning' },
  { color: 'red', key: 'sample.color.error' },
] as const;
