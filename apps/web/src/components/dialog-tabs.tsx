// Tabs across the top of a dialog (share a kiosk, register a kit): full-width tabs wired to the
// one panel below them, so a screen reader hears which tab a panel belongs to.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface DialogTab<T extends string> {
  value: T;
  label: string;
}

interface DialogTabsProps<T extends string> {
  /** The dialog's useId(); the panel takes dialogTabPanel(id, value). */
  id: string;
  label: string;
  tabs: DialogTab<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function DialogTabs<T extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
}: DialogTabsProps<T>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      aria-label={label}
      variant="fullWidth"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          id={`${id}-tab-${tab.value}`}
          aria-controls={`${id}-panel-${tab.value}`}
        />
      ))}
    </Tabs>
  );
}

/** The props of the panel of the selected tab. */
export const dialogTabPanel = (id: string, value: string) =>
  ({
    role: 'tabpanel',
    id: `${id}-panel-${value}`,
    'aria-labelledby': `${id}-tab-${value}`,
  }) as const;
