// Settings (/settings, spec 002 §2): Account tab with the alert notification preferences (and the
// mobile number alert texts go to), and Security & Login tab with the password change. Admins also
// invite people and publish the project's public status page from the Account tab.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { canAdminister } from '@airboard/shared/rules';
import { LoadError } from '../../../components/load-error';
import { useLocals } from '../../auth';
import { AlertNotificationSettings } from '../components/alert-notification-settings';
import { GoogleLink } from '../components/google-link';
import { InviteSection } from '../components/invite-section';
import { PasswordChangeForm } from '../components/password-change-form';
import { StatusPageSection } from '../components/status-page-section';

type TabKey = 'account' | 'security';

export function SettingsPage() {
  const { data: locals, isPending, isError, refetch } = useLocals();
  // Back from linking Google, the Security & Login tab shows the result.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TabKey>(params.has('google') ? 'security' : 'account');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <title>Settings</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        Settings
      </Typography>
      {isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading settings" />
        </Box>
      )}
      {isError && (
        <LoadError message="Your settings could not be loaded." onRetry={() => void refetch()} />
      )}
      {locals && (
        <Paper variant="outlined">
          <Tabs
            value={tab}
            onChange={(_e, value: TabKey) => setTab(value)}
            aria-label="Settings sections"
            variant="fullWidth"
          >
            <Tab
              label="Account"
              value="account"
              id="settings-tab-account"
              aria-controls="settings-panel-account"
            />
            <Tab
              label="Security & Login"
              value="security"
              id="settings-tab-security"
              aria-controls="settings-panel-security"
            />
          </Tabs>
          <Divider />
          <Box
            role="tabpanel"
            id={`settings-panel-${tab}`}
            aria-labelledby={`settings-tab-${tab}`}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            {tab === 'account' ? (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                  Signed in as {locals.user.email}
                  {locals.project ? ` · ${locals.project.name}` : ''}
                </Typography>
                <AlertNotificationSettings saved={locals.user.notifications} />
                {locals.project && canAdminister(locals.user.role) && (
                  <>
                    <Divider sx={{ my: 3 }} />
                    <InviteSection projectName={locals.project.name} />
                    <Divider sx={{ my: 3 }} />
                    <StatusPageSection projectId={locals.project.objectId} />
                  </>
                )}
              </>
            ) : (
              <>
                <PasswordChangeForm
                  email={locals.user.email}
                  userId={locals.user.objectId}
                  projectId={locals.project?.objectId}
                />
                {locals.brand.googleSignIn && (
                  <>
                    <Divider sx={{ my: 3 }} />
                    <GoogleLink />
                  </>
                )}
              </>
            )}
          </Box>
        </Paper>
      )}
    </Container>
  );
}
