// Step 2's table: every point the mapping adds, with its zone and a select over the point types
// its measurement takes (the catalogue's names). Long mappings are searched by point, device or
// zone and shown a page at a time.
import type { PointType, TopologyNode } from '@airboard/shared/api';
import type { PointTypeName } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { SearchInput } from '../../../components/text-input';
import { allowedPointTypes } from '../lib/mapping-edits';
import { pointTypeOptions } from '../lib/point-type-catalogue';

const PAGE_SIZE = 50;

type PointTypeTableProps = {
  aq: readonly TopologyNode[];
  points: readonly TopologyNode[];
  catalogue: readonly PointType[] | undefined;
  onPointTypeChange: (pointId: string, type: PointTypeName) => void;
};

/** The nearest zone above a node, by name. */
function zoneNameOf(byId: ReadonlyMap<string, TopologyNode>, node: TopologyNode): string {
  for (const id of [...node.parents].reverse()) {
    const ancestor = byId.get(id);
    if (ancestor?.type === 'zone') {
      return ancestor.name;
    }
  }
  return '';
}

export function PointTypeTable({ aq, points, catalogue, onPointTypeChange }: PointTypeTableProps) {
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const byId = useMemo(() => new Map(aq.map((n) => [n.id, n])), [aq]);
  const found = points.filter((point) =>
    [point.name, point.deviceName ?? '', zoneNameOf(byId, point)].some((text) =>
      text.toLowerCase().includes(search.trim().toLowerCase()),
    ),
  );
  const lastPage = Math.max(0, Math.ceil(found.length / PAGE_SIZE) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = found.slice(shownPage * PAGE_SIZE, (shownPage + 1) * PAGE_SIZE);

  return (
    <Paper variant="outlined">
      <Box sx={{ p: 2, pb: 1, maxWidth: 420 }}>
        <SearchInput
          label="Search points, devices and zones"
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Point types of the mapped points">
          <TableHead>
            <TableRow>
              <TableCell>Point</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Zone</TableCell>
              <TableCell>Point Type</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((point) => {
              const zone = zoneNameOf(byId, point);
              const options = pointTypeOptions(catalogue, allowedPointTypes(aq, point));
              const value = options.some((o) => o.value === point.pointType)
                ? (point.pointType as PointTypeName)
                : '';
              return (
                <TableRow key={point.id}>
                  <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                    {point.name}
                    <Box
                      component="span"
                      sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}
                    >
                      {point.deviceName}
                      <Box component="span" sx={{ display: { sm: 'none' } }}>
                        {zone && ` · ${zone}`}
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{zone}</TableCell>
                  <TableCell sx={{ py: 1 }}>
                    <SelectField<PointTypeName | ''>
                      label="Point Type"
                      value={value}
                      options={options}
                      minWidth={150}
                      onValueChange={(type) => type !== '' && onPointTypeChange(point.id, type)}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {found.length === 0 && (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>No points match the search.</Typography>
      )}
      {found.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={found.length}
          page={shownPage}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </Paper>
  );
}
