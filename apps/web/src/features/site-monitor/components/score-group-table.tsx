// The score breakdown's legend and table: one row per slice of the pie (a measurement type, or
// Other) with its colour, how many measurements it holds, their average score and the lowest of
// them. Choosing a row selects its group, as clicking its slice does.
import type { Measurement } from '@airboard/shared/api';
import { donutColor, OTHER_GROUP, roundScore, type ScoreGroup } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';

type Scored = Measurement & { typeName: string; score: number };

type ScoreGroupTableProps = {
  groups: ScoreGroup<Scored>[];
  selected: string | null;
  onSelect: (name: string) => void;
};

export function ScoreGroupTable({ groups, selected, onSelect }: ScoreGroupTableProps) {
  const theme = useTheme();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Measurements behind the score">
        <TableHead>
          <TableRow>
            <TableCell>Measurement</TableCell>
            <TableCell align="right">Count</TableCell>
            <TableCell align="right">Average</TableCell>
            <TableCell align="right">Lowest</TableCell>
            <TableCell>Lowest in</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <TableRow key={group.name} selected={group.name === selected} hover>
              <TableCell>
                <ButtonBase
                  onClick={() => onSelect(group.name)}
                  aria-pressed={group.name === selected}
                  sx={{
                    gap: 1,
                    font: 'inherit',
                    fontWeight: 600,
                    textAlign: 'left',
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      flexShrink: 0,
                      bgcolor: theme.airboard[donutColor(group.average)],
                    }}
                  />
                  {group.name}
                </ButtonBase>
              </TableCell>
              <TableCell align="right">{group.members.length}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {roundScore(group.average)}
              </TableCell>
              <TableCell align="right">{roundScore(group.lowest.score)}</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>
                {/* Other mixes types, so its lowest says which measurement it is. */}
                {[
                  group.name === OTHER_GROUP ? group.lowest.name : null,
                  group.lowest.zone?.name ??
                    (group.name === OTHER_GROUP ? null : group.lowest.name),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
