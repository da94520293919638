export interface SeedOptions {
  /**
   * How many Facturacion invoices to seed. The default suits the demo; 10 000 is the scale the
   * benchmark runs at (switch: README, "Mock API at scale").
   */
  facturaCount: number;
  /** How many tickets to seed (remotes/tickets/README.md, "Seed"); 10 000 for the benchmark. */
  ticketCount: number;
}
export const DEFAULT_SEED_OPTIONS: SeedOptions = { facturaCount: 120, ticketCount: 300 };
