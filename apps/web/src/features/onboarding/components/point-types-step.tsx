// Step 2 for a site (spec 001 §2 'Select Point Types'): a point type for every point the mapping
// adds, guessed from the names on request ('Guess Point Types', §9), then on to 'Create
// Measurements'. The types are kept with the mapping in the browser.
import type { OnboardingTopology } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import AutoFixHighRoundedIcon from '@mui/icons-material/AutoFixHighRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { ScreenControls } from '../../../components/screen-controls';
import { paths } from '../../../lib/paths';
import { usePointTypes } from '../../site-monitor';
import { guessPointTypes, newPoints, withPointTypes } from '../lib/mapping-edits';
import { measurementTypeLookup } from '../lib/point-type-catalogue';
import { useSiteMapping } from '../lib/use-site-mapping';
import { PointTypeTable } from './point-type-table';
import { useErrorToast } from '../../../components/use-error-toast';

type PointTypesStepProps = { siteId: string; topology: OnboardingTopology };

export function PointTypesStep({ siteId, topology }: PointTypesStepProps) {
  const mapping = useSiteMapping(siteId, topology.aq);
  const pointTypes = usePointTypes();
  useErrorToast(
    pointTypes.isError ? pointTypes.errorUpdatedAt : 0,
    messages.cannotRetrievePointTypes,
  );
  const measurementTypeOf = useMemo(
    () => measurementTypeLookup(pointTypes.data),
    [pointTypes.data],
  );
  const points = useMemo(() => newPoints(mapping.aq), [mapping.aq]);

  return (
    <>
      <ScreenControls spacing={1} align="center">
        <Button
          component={RouterLink}
          to={paths.onboarding.getHref({ siteId })}
          startIcon={<ArrowBackRoundedIcon />}
        >
          Back
        </Button>
        <Button
          variant="outlined"
          startIcon={<AutoFixHighRoundedIcon />}
          disabled={points.length === 0}
          onClick={() => {
            mapping.edit((aq) => guessPointTypes(aq, measurementTypeOf));
            enqueueSnackbar('Point types guessed from the point names', { variant: 'success' });
          }}
        >
          {messages.guessPointTypes}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          component={RouterLink}
          to={paths.onboarding3.getHref({ siteId })}
          variant="contained"
          endIcon={<ArrowForwardRoundedIcon />}
        >
          {messages.createMeasurements}
        </Button>
      </ScreenControls>
      {pointTypes.isError && (
        <LoadError
          message={messages.cannotRetrievePointTypes}
          onRetry={() => void pointTypes.refetch()}
          sx={{ mb: 2 }}
        />
      )}
      {points.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No points are mapped yet</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            Go back to add points of the building system to zones.
          </Typography>
        </Paper>
      ) : (
        <PointTypeTable
          aq={mapping.aq}
          points={points}
          catalogue={pointTypes.data}
          onPointTypeChange={(pointId, type) =>
            mapping.edit((aq) => withPointTypes(aq, new Map([[pointId, type]]), measurementTypeOf))
          }
        />
      )}
    </>
  );
}
