// Saved filters (spec 002 §2, §5; issue 17 item 5): Save filter names the current filters; each
// saved one applies with a click and has Rename and Delete (after a confirmation) in its menu.
import type { SavedQuery } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { hasPointFilters } from '@airboard/shared/rules';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { MoreActionsMenu } from '../../../components/more-actions-menu';
import { useDeleteQuery } from '../api/delete-query';
import { useSavedQueries } from '../api/get-saved-queries';
import { useRenameQuery } from '../api/rename-query';
import { useSaveQuery } from '../api/save-query';
import type { ExplorerFilters } from '../lib/explorer-filters';
import { QueryNameDialog } from './query-name-dialog';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

type SavedQueriesProps = {
  projectId: string;
  filters: ExplorerFilters;
  onApply: (query: SavedQuery) => void;
};

/** What a saved filter narrows to, in a few words. */
function summary(query: SavedQuery): string {
  const parts = [
    query.site?.name,
    query.zone?.name,
    query.pointType,
    query.alarmStatus === null
      ? undefined
      : query.alarmStatus === 'active'
        ? 'alarm active'
        : 'alarm not active',
    query.nameFilter === null ? undefined : `“${query.nameFilter}”`,
  ];
  return parts.filter((p) => p !== undefined).join(' · ');
}

export function SavedQueries({ projectId, filters, onApply }: SavedQueriesProps) {
  const queries = useSavedQueries(projectId);
  const save = useSaveQuery(projectId);
  const rename = useRenameQuery(projectId);
  const remove = useDeleteQuery(projectId);
  const [saving, setSaving] = useState(false);
  const [renaming, setRenaming] = useState<SavedQuery | null>(null);
  const [deleting, setDeleting] = useState<SavedQuery | null>(null);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="saved-filters" sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id="saved-filters" variant="h2" sx={{ fontSize: '1.1rem' }}>
          Saved filters
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<BookmarkAddOutlinedIcon />}
          onClick={() => setSaving(true)}
        >
          Save filter
        </Button>
      </Stack>
      {queries.isPending && (
        <LoadingSkeleton
          variant="rounded"
          height={48}
          sx={{ mt: 1 }}
          label="Loading saved filters"
        />
      )}
      {queries.isError && (
        <LoadError
          message="Saved filters could not be loaded."
          onRetry={() => void queries.refetch()}
          sx={{ mt: 1 }}
        />
      )}
      {queries.isSuccess && queries.data.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          No saved filters yet: choose filters, then Save filter.
        </Typography>
      )}
      {queries.isSuccess && queries.data.length > 0 && (
        <List dense aria-label="Saved filters" sx={{ mt: 0.5 }}>
          {queries.data.map((query) => (
            <ListItem
              key={query.objectId}
              disablePadding
              secondaryAction={
                <MoreActionsMenu
                  of={query.name}
                  actions={[
                    { label: 'Rename', onSelect: () => setRenaming(query) },
                    { label: 'Delete', onSelect: () => setDeleting(query), destructive: true },
                  ]}
                />
              }
            >
              <ListItemButton onClick={() => onApply(query)} aria-label={`Apply ${query.name}`}>
                <ListItemText
                  primary={query.name}
                  secondary={summary(query)}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}

      {saving && (
        <QueryNameDialog
          title="Save filter"
          action="Save"
          blocked={hasPointFilters(filters) ? null : messages.queryWithoutFilters}
          busy={save.isPending}
          onClose={() => setSaving(false)}
          onSubmit={(name, onFailed) =>
            save.mutate(
              {
                name,
                siteId: filters.siteId ?? null,
                zoneId: filters.zoneId ?? null,
                pointType: filters.pointType ?? null,
                alarmStatus: filters.alarmStatus ?? null,
                nameFilter: filters.name ?? null,
              },
              {
                onSuccess: (saved) => {
                  setSaving(false);
                  enqueueSnackbar(`Saved ${saved.name}`, { variant: 'success' });
                },
                onError: onFailed,
              },
            )
          }
        />
      )}
      {renaming && (
        <QueryNameDialog
          title={`Rename ${renaming.name}`}
          action="Rename"
          initialName={renaming.name}
          busy={rename.isPending}
          onClose={() => setRenaming(null)}
          onSubmit={(name, onFailed) =>
            rename.mutate(
              { objectId: renaming.objectId, name },
              { onSuccess: () => setRenaming(null), onError: onFailed },
            )
          }
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          text="The saved filter is removed for good; the points are not changed."
          action="Delete"
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.objectId, {
              onSuccess: () => {
                enqueueSnackbar(`Deleted ${deleting.name}`, { variant: 'success' });
                setDeleting(null);
              },
              onError: () =>
                enqueueSnackbar(`${deleting.name} could not be deleted. Please try again.`, {
                  variant: 'error',
                }),
            })
          }
        />
      )}
    </Paper>
  );
}
