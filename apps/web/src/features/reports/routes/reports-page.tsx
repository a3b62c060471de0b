// The site's Reports tab (/…/sites/{siteId}/reports, and /reports?siteId on phones; spec 002 §2
// 'Reports', issue 17): whole days (by default the 7 before today, on the site's clock), the
// measurements chosen in the multi-measurement selector, Generate Report, then per measurement a
// chart and a table of its intervals, under a summary (score bands, worst zone); Download CSV
// streams the same report (or its raw readings) from the server. 'Occupied hours only' counts the
// site's opening hours alone, in the report and the CSV. Email weekly saves the chosen report to be
// e-mailed as CSV every week; the site's scheduled e-mails are listed under the report.
import type { ReportScheduleInput } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { defaultReportInterval, REPORT_DEFAULT_DAYS } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { ScreenControls } from '../../../components/screen-controls';
import { SiteBreadcrumbs } from '../../../components/site-breadcrumbs';
import { refusalProblemOf, SiteProblem } from '../../../components/site-problem';
import { PRODUCT_NAME } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { addDays, calendarDay, siteMidnight, siteToday } from '../../../lib/site-time';
import { useLocals } from '../../auth';
import { MultiMeasurementSelector, siteQueryOptions, useZones } from '../../site-monitor';
import { useReport, type ReportRequest } from '../api/build-report';
import { useDownloadReportCsv, type CsvChoice } from '../api/download-report-csv';
import { OccupiedHoursSwitch } from '../components/occupied-hours-switch';
import { ReportChart } from '../components/report-chart';
import { ReportOptions, type IntervalChoice } from '../components/report-options';
import { ReportScheduleDialog } from '../components/report-schedule-dialog';
import { ReportSchedulesSection } from '../components/report-schedules-section';
import { ReportSummary } from '../components/report-summary';
import { ReportTable } from '../components/report-table';
import { newScheduleDraft } from '../lib/report-schedule-draft';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

export function ReportsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const siteId = params.siteId ?? search.get('siteId') ?? '';
  const site = useQuery({ ...siteQueryOptions(siteId), enabled: siteId !== '' });
  if (siteId === '' || site.isError) {
    return (
      <SiteProblem
        kind={siteId === '' ? 'notFound' : (refusalProblemOf(site.error) ?? 'failed')}
        backHref={paths.home.getHref()}
        onRetry={() => void site.refetch()}
      />
    );
  }
  if (!site.data) {
    return <LoadingSkeleton variant="rounded" height={160} sx={{ mt: 3 }} label="Loading" />;
  }
  // Keyed by site: another site's report starts afresh.
  return <SiteReports key={siteId} site={site.data} />;
}

type ReportSite = { objectId: string; projectId: string; name: string; timeZone: string };

function SiteReports({ site }: { site: ReportSite }) {
  const { timeZone } = site;
  const today = siteToday(timeZone);
  const [range, setRange] = useState<{ start: Dayjs | null; end: Dayjs | null }>({
    start: today.subtract(REPORT_DEFAULT_DAYS, 'day'),
    end: today.subtract(1, 'day'),
  });
  const [interval, chooseInterval] = useState<IntervalChoice>('auto');
  const [csv, setCsv] = useState<CsvChoice>({ format: 'long', raw: false });
  const [occupiedOnly, setOccupiedOnly] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [choosing, setChoosing] = useState(false);
  const [asked, setAsked] = useState<ReportRequest | null>(null);
  const [scheduling, setScheduling] = useState<ReportScheduleInput | null>(null);
  const userId = useLocals().data?.user.objectId ?? null;
  const zones = useZones(site.objectId, true);
  const report = useReport(asked);
  const download = useDownloadReportCsv();

  // The days as instants: the site's midnight of the first day and of the day after the last.
  const instants =
    range.start && range.end
      ? {
          startTime: siteMidnight(calendarDay(range.start), timeZone),
          endTime: siteMidnight(addDays(calendarDay(range.end), 1), timeZone),
        }
      : null;
  const automatic = instants ? defaultReportInterval(instants.startTime, instants.endTime) : 'day';
  const request = (): ReportRequest | null => {
    if (selected.length === 0) {
      enqueueSnackbar(messages.selectMeasurementsForReport, { variant: 'warning' });
      return null;
    }
    if (!instants) {
      return null;
    }
    return {
      siteId: site.objectId,
      startTime: instants.startTime.toISOString(),
      endTime: instants.endTime.toISOString(),
      interval: interval === 'auto' ? automatic : interval,
      occupiedOnly,
      measurementIds: selected,
    };
  };
  const names = new Map(
    (zones.data ?? []).flatMap((z) =>
      (z.measurements ?? []).map((m) => [m.objectId, `${z.name} / ${m.name}`] as const),
    ),
  );

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <title>{`Reports · ${site.name} · ${PRODUCT_NAME}`}</title>
      <SiteBreadcrumbs site={site} current="Reports" />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Reports
      </Typography>
      <ScreenControls align="flex-start">
        <ReportOptions
          start={range.start}
          end={range.end}
          maxDate={today}
          onRangeChange={(start, end) => setRange({ start, end })}
          interval={interval}
          automatic={automatic}
          onIntervalChange={chooseInterval}
          csv={csv}
          onCsvChange={setCsv}
        />
        <OccupiedHoursSwitch site={site} checked={occupiedOnly} onCheckedChange={setOccupiedOnly} />
      </ScreenControls>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" onClick={() => setChoosing(true)}>
          Select Measurements
        </Button>
        <Button
          variant="contained"
          disabled={!instants}
          onClick={() => {
            const next = request();
            if (next) {
              setAsked(next);
            }
          }}
        >
          Generate Report
        </Button>
        <Button
          variant="outlined"
          disabled={!instants || download.isPending}
          onClick={() => {
            const next = request();
            if (next) {
              download.mutate(
                { request: next, choice: csv },
                {
                  onError: () =>
                    enqueueSnackbar(messages.cannotGenerateReport, { variant: 'error' }),
                },
              );
            }
          }}
        >
          Download CSV
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            if (selected.length === 0) {
              enqueueSnackbar(messages.selectMeasurementsForReport, { variant: 'warning' });
              return;
            }
            setScheduling(
              newScheduleDraft({
                measurementIds: selected,
                csv,
                interval,
                occupiedOnly,
                days: range.start && range.end ? range.end.diff(range.start, 'day') + 1 : null,
                userId,
              }),
            );
          }}
        >
          Email weekly
        </Button>
      </Stack>
      {scheduling && (
        <ReportScheduleDialog
          site={site}
          scheduleId={null}
          initial={scheduling}
          measurementNames={names}
          onSaved={(saved) => {
            enqueueSnackbar(`Scheduled ${saved.name}`, { variant: 'success' });
            setScheduling(null);
          }}
          onClose={() => setScheduling(null)}
        />
      )}
      {selected.length > 0 && (
        <Box
          role="list"
          aria-label="Selected measurements"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          {selected.map((id) => (
            <Chip
              key={id}
              role="listitem"
              label={names.get(id) ?? id}
              onDelete={() => setSelected(selected.filter((s) => s !== id))}
            />
          ))}
        </Box>
      )}
      {choosing && (
        <MultiMeasurementSelector
          open
          siteId={site.objectId}
          initialSelection={selected}
          onCancel={() => setChoosing(false)}
          onConfirm={(ids) => {
            setSelected(ids);
            setChoosing(false);
          }}
        />
      )}
      <ReportResults
        asked={asked !== null}
        report={report}
        timeZone={timeZone}
        onRetry={() => void report.refetch()}
      />
      <ReportSchedulesSection site={site} measurementNames={names} />
    </Box>
  );
}

function ReportResults({
  asked,
  report,
  timeZone,
  onRetry,
}: {
  asked: boolean;
  report: ReturnType<typeof useReport>;
  timeZone: string;
  onRetry: () => void;
}) {
  if (!asked) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        Choose the days and measurements, then Generate Report.
      </Typography>
    );
  }
  if (report.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {messages.cannotGenerateReport}
      </Alert>
    );
  }
  if (!report.data) {
    return <LoadingSkeleton variant="rounded" height={320} label="Generating report" />;
  }
  return (
    <Stack spacing={2} aria-live="polite">
      <ReportSummary report={report.data} />
      {report.data.data.map((m) => (
        <Paper
          key={m.measurementId}
          component="section"
          sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {m.measurementZone ? `${m.measurementZone} / ` : ''}
            {m.measurementName}
          </Typography>
          {m.intervals.every((i) => i.count === 0) ? (
            <Typography sx={{ color: 'text.secondary' }}>No readings in these days.</Typography>
          ) : (
            <ErrorBoundary
              fallback={() => (
                <Typography sx={{ color: 'text.secondary' }}>{messages.cantLoadData}</Typography>
              )}
            >
              <ReportChart m={m} timeZone={report.data.timezone || timeZone} />
            </ErrorBoundary>
          )}
          <ReportTable m={m} timeZone={report.data.timezone || timeZone} />
        </Paper>
      ))}
    </Stack>
  );
}
