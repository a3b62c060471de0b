import { expect, it } from 'vitest';
import { buildingSystemLink } from './building-system-link';

const template = 'https://bas.example/open?license={licenseId}';

it("uses the site's license id, else the project's", () => {
  expect(buildingSystemLink(template, 'SITE-1', 'PROJ-1')).toBe(
    'https://bas.example/open?license=SITE-1',
  );
  expect(buildingSystemLink(template, null, 'PROJ-1')).toBe(
    'https://bas.example/open?license=PROJ-1',
  );
  expect(buildingSystemLink(template, '', 'PROJ-1')).toBe(
    'https://bas.example/open?license=PROJ-1',
  );
});

it('encodes the license id', () => {
  expect(buildingSystemLink(template, 'a&b c', null)).toBe(
    'https://bas.example/open?license=a%26b%20c',
  );
});

it('gives no link without a license id or without a configured address', () => {
  expect(buildingSystemLink(template, null, null)).toBeNull();
  expect(buildingSystemLink(null, 'SITE-1', null)).toBeNull();
});
