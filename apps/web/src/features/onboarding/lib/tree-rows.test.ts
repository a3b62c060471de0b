// The trees' rows: only open branches, levels and set positions for assistive technology, and the
// Commander search (from 2 characters; a device holding a match opens) in both orders.
import { describe, expect, it } from 'vitest';
import { fixtureAq, fixtureCommander } from '../onboarding-fixtures';
import { childrenIndex, commanderRows, flattenTree } from './tree-rows';

const index = childrenIndex(fixtureCommander);
const names = (rows: { node: { name: string } }[]) => rows.map((r) => r.node.name);

describe('commander rows by device', () => {
  it('shows the devices below the site, closed, with their set positions', () => {
    const rows = commanderRows(fixtureCommander, index, 'device', '', new Set());
    expect(names(rows)).toEqual(['AHU-1', 'VAV-101 RM101']);
    expect(rows.map((r) => [r.level, r.posInSet, r.setSize, r.expandable, r.expanded])).toEqual([
      [1, 1, 2, true, false],
      [1, 2, 2, true, false],
    ]);
  });

  it('shows an open device’s points one level down, by name', () => {
    const rows = commanderRows(fixtureCommander, index, 'device', '', new Set(['device:ahu1']));
    expect(names(rows)).toEqual(['AHU-1', 'FLT-ALM', 'RA-CO2', 'SA-T', 'SF-S', 'VAV-101 RM101']);
    expect(rows[1]).toMatchObject({ level: 2, posInSet: 1, setSize: 4, expandable: false });
  });

  it('ignores a one-character search', () => {
    expect(commanderRows(fixtureCommander, index, 'device', 'z', new Set())).toHaveLength(2);
  });

  it('opens the devices holding a match and shows only the matching points', () => {
    const rows = commanderRows(fixtureCommander, index, 'device', 'zn', new Set());
    expect(names(rows)).toEqual(['VAV-101 RM101', 'ZN-RH']);
    expect(rows[0]).toMatchObject({ expanded: true, setSize: 1 });
  });

  it('keeps every point of a device whose own name matches, closed until opened', () => {
    const rows = commanderRows(fixtureCommander, index, 'device', 'ahu', new Set());
    expect(names(rows)).toEqual(['AHU-1']);
    const open = commanderRows(fixtureCommander, index, 'device', 'ahu', new Set(['device:ahu1']));
    expect(open).toHaveLength(5);
  });
});

describe('commander rows by points', () => {
  it('lists every point once, by name, searched case-insensitively', () => {
    const rows = commanderRows(fixtureCommander, index, 'points', '', new Set());
    expect(rows).toHaveLength(7);
    expect(names(rows)[0]).toBe('DMP-POS');
    expect(rows.every((r) => r.level === 1 && !r.expandable)).toBe(true);
    expect(names(commanderRows(fixtureCommander, index, 'points', 'TEMP', new Set()))).toEqual([
      'Zone Temp',
    ]);
  });
});

describe('flattenTree', () => {
  it('starts at the roots and opens only what is expanded', () => {
    const aqIndex = childrenIndex(fixtureAq);
    const top = aqIndex.get(null) ?? [];
    expect(names(flattenTree(aqIndex, top, () => false))).toEqual(['Harbor Office Tower']);
    expect(names(flattenTree(aqIndex, top, () => true))).toEqual(['Harbor Office Tower', 'Lobby']);
  });
});
