export interface SeedOptions {
  /**
   * How many Facturacion invoices to seed. The default suits the demo; 10 000 is the scale the
   * benchmark runs at (switch: README, "Mock API at scale").
   */
  facturaCount: number;
}
export const DEFAULT_SEED_OPTIONS: SeedOptions = { facturaCount: 120 };
