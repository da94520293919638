/**
 * What the checkout demos sell: a VPS for a month, a domain and a wildcard certificate for a
 * year. Prices in dollars; names and details are `products.<id>.name` / `.detail`.
 */
export const HOSTING_PRODUCTS = [
  { id: 'vps', price: 24 },
  { id: 'domain', price: 15 },
  { id: 'ssl', price: 59 },
] as const;
export type HostingProductId = (typeof HOSTING_PRODUCTS)[number]['id'];
