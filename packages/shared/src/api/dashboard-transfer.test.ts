// The dashboard file's name and the words a bad file is refused with (issue 13, item 9).
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { dashboardFile, dashboardFileName, dashboardFileProblem } from './dashboard-transfer';

describe('dashboardFileName', () => {
  it('is the name with .dashboard.json, without characters file systems refuse', () => {
    expect(dashboardFileName('Lincoln Classrooms')).toBe('Lincoln Classrooms.dashboard.json');
    expect(dashboardFileName('CO2 / VOC: "Gym"?')).toBe('CO2 _ VOC_ _Gym_.dashboard.json');
    expect(dashboardFileName('Salle à manger 🌿')).toBe('Salle à manger 🌿.dashboard.json');
    expect(dashboardFileName('///')).toBe('_.dashboard.json');
  });
});

describe('dashboardFileProblem', () => {
  const problem = (input: unknown) => {
    const parsed = dashboardFile.safeParse(input);
    return parsed.success ? null : dashboardFileProblem(parsed.error);
  };
  const file = {
    format: 'airboard-dashboard',
    formatVersion: 1,
    exportedAt: '2026-11-01T00:00:00Z',
    dashboard: {
      name: 'Gym',
      level: 'project',
      scope: null,
      site: null,
      zone: null,
      sections: [{ name: 'One', isCollapsed: false, cards: [] }],
    },
  };

  it('says another kind of file is not a dashboard export', () => {
    for (const input of [null, [], 'text', { hello: 'world' }, { ...file, formatVersion: 2 }]) {
      expect(problem(input)).toBe(messages.importFileInvalid);
    }
  });

  it('says where a damaged file is wrong, counting as a person does', () => {
    expect(problem(file)).toBeNull();
    const card = { type: 'link', name: 'x'.repeat(121), site: null, zone: null, linkType: 'site' };
    const damaged = {
      ...file,
      dashboard: {
        ...file.dashboard,
        sections: [file.dashboard.sections[0], { ...file.dashboard.sections[0], cards: [card] }],
      },
    };
    expect(problem(damaged)).toMatch(
      /^This dashboard file cannot be imported: section 2, card 1, name: /,
    );
  });
});
