-- Inches of water column is written inH2O (the letter O, for water): the catalogue said inH20
-- (a zero), as the spec's catalogue does. Stored units follow the corrected catalogue.
UPDATE point_types SET unit = 'inH2O' WHERE unit = 'inH20';
--> statement-breakpoint
UPDATE measurements SET unit = 'inH2O' WHERE unit = 'inH20';
--> statement-breakpoint
UPDATE points SET unit = 'inH2O' WHERE unit = 'inH20';
