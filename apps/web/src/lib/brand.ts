// The default brand, used until per-host brands (name, logos, contact link) are loaded as data.

export const PRODUCT_NAME = 'Airboard';
