// One column of the Add Card dialog's finder (spec 001 §2): a title, a search box and a list of
// choices, one of them selected; it says when there is nothing to choose yet and why.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SearchInput } from '../../../components/text-input';

export type FinderChoice = { id: string; label: string; detail?: string };

type FinderColumnProps = {
  title: string;
  choices: FinderChoice[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** What the column says while it has nothing to offer (e.g. "Choose a site first"). */
  emptyText: string;
  /** Whether a choice matches the search; by label when not given. */
  matches?: (choice: FinderChoice, search: string) => boolean;
};

const byLabel = (choice: FinderChoice, search: string) =>
  choice.label.toLowerCase().includes(search.trim().toLowerCase());

export function FinderColumn(props: FinderColumnProps) {
  const { title, choices, selected, onSelect, emptyText, matches = byLabel } = props;
  const [search, setSearch] = useState('');
  const shown = choices.filter((c) => matches(c, search));
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ p: 1.5, pb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <SearchInput label={`Search ${title}`} value={search} onValueChange={setSearch} />
      </Box>
      <List dense aria-label={title} sx={{ overflow: 'auto', height: 240 }}>
        {shown.map((choice) => (
          <ListItemButton
            key={choice.id}
            selected={choice.id === selected}
            onClick={() => onSelect(choice.id)}
          >
            <ListItemText primary={choice.label} secondary={choice.detail} />
          </ListItemButton>
        ))}
        {shown.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, py: 1 }}>
            {choices.length === 0 ? emptyText : 'Nothing matches the search'}
          </Typography>
        )}
      </List>
    </Paper>
  );
}
