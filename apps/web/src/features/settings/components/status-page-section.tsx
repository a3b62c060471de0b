// Settings, Account tab, admins only (issue 17): whether the project's public status page is
// published and its link, the address it is published under — checked as it is typed by the same
// rule the server applies — and Unpublish, asked first since the old link stops working at once.
import { statusSlugProblem } from '@airboard/shared/rules';
import InputAdornment from '@mui/material/InputAdornment';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { StatusPageSettings } from '@airboard/shared/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LinkField } from '../../../components/copy-link';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { LoadError } from '../../../components/load-error';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import {
  usePublishStatusPage,
  useStatusPageSettings,
  useUnpublishStatusPage,
} from '../api/status-page-settings';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

export const STATUS_ADDRESS_HINT = '3 to 40 lowercase letters, digits and hyphens';
export const STATUS_PAGE_SAVE_FAILED = 'The status page could not be changed. Please try again.';

/** The server's refusal worth showing as it is (the address's rules, a taken address). */
const changeFailureMessage = (error: unknown): string =>
  error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? error.message
    : STATUS_PAGE_SAVE_FAILED;

export function StatusPageSection({ projectId }: { projectId: string }) {
  const settings = useStatusPageSettings(projectId);
  return (
    <section aria-labelledby="status-page-settings-title">
      <Typography id="status-page-settings-title" component="h2" variant="h6" gutterBottom>
        Public status page
      </Typography>
      {settings.isPending && (
        <LoadingSkeleton variant="rounded" height={120} label="Loading the status page setting" />
      )}
      {settings.isError && (
        <LoadError
          message="The status page setting could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      )}
      {/* Keyed by the address, so the field starts again from what was saved. */}
      {settings.data && (
        <StatusPageForm key={settings.data.slug} projectId={projectId} settings={settings.data} />
      )}
    </section>
  );
}

function StatusPageForm({
  projectId,
  settings,
}: {
  projectId: string;
  settings: StatusPageSettings;
}) {
  const publish = usePublishStatusPage(projectId);
  const unpublish = useUnpublishStatusPage(projectId);
  const [slug, setSlug] = useState(settings.slug ?? '');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const problem = statusSlugProblem(slug);
  const shownProblem = touched ? problem : null;
  const unchanged = slug.trim() === settings.slug;

  const save = () => {
    setTouched(true);
    if (problem !== null || unchanged || publish.isPending) {
      return;
    }
    setFailure(null);
    publish.mutate(slug.trim(), {
      onSuccess: (saved) =>
        enqueueSnackbar(`Status page published at /status/${saved.slug ?? ''}`, {
          variant: 'success',
        }),
      onError: (error) => setFailure(changeFailureMessage(error)),
    });
  };

  const takeDown = () =>
    unpublish.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        enqueueSnackbar('Status page unpublished', { variant: 'success' });
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(changeFailureMessage(error));
      },
    });

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {settings.url
          ? 'Published: anyone with the link sees the status of the project’s sites, without signing in.'
          : 'Not published. Choose an address to let anyone see the status of the project’s sites without signing in.'}
      </Typography>
      {settings.slug && settings.url && (
        <>
          <LinkField
            label="Status page link"
            link={settings.url}
            copyLabel="Copy the status page link"
          />
          <Link
            component={RouterLink}
            to={paths.statusBySlug.getHref({ slug: settings.slug })}
            target="_blank"
            rel="noopener"
            variant="body2"
            sx={{ alignSelf: 'flex-start' }}
          >
            Open the status page
          </Link>
        </>
      )}
      <FormStack label="Status page address" onSubmit={save}>
        <FormAlerts error={failure} />
        <TextInput
          label="Address"
          value={slug}
          onValueChange={(next) => {
            setSlug(next.toLowerCase());
            setTouched(true);
          }}
          error={shownProblem !== null}
          helperText={shownProblem ?? STATUS_ADDRESS_HINT}
          autoComplete="off"
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">/status/</InputAdornment> },
            htmlInput: { autoCapitalize: 'none', spellCheck: false },
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            type="submit"
            variant="contained"
            loading={publish.isPending}
            disabled={shownProblem !== null || unchanged}
          >
            {settings.slug ? 'Save' : 'Publish'}
          </Button>
          {settings.slug && (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              Unpublish
            </Button>
          )}
        </Stack>
      </FormStack>
      {confirming && settings.slug && (
        <ConfirmDialog
          title="Unpublish the status page?"
          text={`The page at /status/${settings.slug} stops answering at once; anyone who has its link gets nothing. You can publish it again later.`}
          action="Unpublish"
          busy={unpublish.isPending}
          onConfirm={takeDown}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
