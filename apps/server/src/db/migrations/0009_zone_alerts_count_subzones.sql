-- A zone's active_alerts_count now counts the open alerts of its sub-zones too (its card stands
-- for all of them): recount every zone once; the alert engine keeps them so from here on.
WITH RECURSIVE below(root, id) AS (
  SELECT id, id FROM zones
  UNION
  SELECT b.root, z.id FROM zones z JOIN below b ON z.parent_id = b.id
), counts(id, n) AS (
  SELECT b.root, count(a.id)::int FROM below b
    LEFT JOIN alerts a ON a.zone_id = b.id AND a.is_active
   GROUP BY b.root
)
UPDATE zones z SET active_alerts_count = counts.n FROM counts WHERE z.id = counts.id;
