import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSession } from '../../../lib/auth/auth-store';
import { makeCheck, makeSession, makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { fieldErrors, jsonBody, mockSignedIn } from '../../../test/routes-api';
import { renderApp } from '../../testing/render-app';

const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const QR_PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('security: two-factor authentication', () => {
  it('sets up the authenticator app and shows the recovery codes once', async () => {
    const before = makeSession(makeUser('seeker'));
    const after = makeSession(makeUser('seeker', { meta: { mfa_enabled: true } }));
    storeSession(before);
    let activated = false;
    const { requests } = mockApi({
      'POST /auth/check': () => data(makeCheck(activated ? after : before)),
      'POST /mfa/enroll': data({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauth_url: 'otpauth://totp/Hireway:seeker%40hireway.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
        qr_code: QR_PNG,
      }),
      'POST /mfa/activate': () => {
        activated = true;
        return data({ recovery_codes: RECOVERY_CODES });
      },
    });
    const { user, router } = renderApp('/security/mfa');

    const status = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(within(status).getByText('Off')).toBeInTheDocument();
    await user.click(within(status).getByRole('link', { name: 'Set up two-factor authentication' }));
    await user.click(await screen.findByRole('link', { name: 'Start the set-up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/authentication-app'));

    await user.type(await screen.findByLabelText(/^your password/i), 'Demo-Pass-2026!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', QR_PNG);
    expect(screen.getByRole('textbox', { name: 'Setup key' })).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await user.click(screen.getByRole('link', { name: 'Next: enter a code' }));

    await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/security/mfa-recovery-codes'));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I have saved my recovery codes/ }));
    await user.click(done);

    await waitFor(() => expect(router.state.location.pathname).toBe('/security/mfa'));
    const statusOn = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(within(statusOn).getByText('On')).toBeInTheDocument();
    const activate = requests.find((request) => request.path === '/mfa/activate');
    expect(jsonBody(activate)).toEqual({ code: '246810' });

    // Shown once: coming back finds nothing to show.
    await router.navigate('/security/mfa-recovery-codes');
    expect(await screen.findByText(/There are no recovery codes to show/)).toBeInTheDocument();
  });

  it('asks for the password again when it is wrong', async () => {
    mockSignedIn(makeUser('provider'), {
      'POST /auth/logs': { status: 201, body: { data: {} } },
      'POST /mfa/enroll': fieldErrors({ password: ['The password is not correct'] }),
    });
    const { user } = renderApp('/security/authentication-app');

    await user.type(await screen.findByLabelText(/^your password/i), 'nope');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText(/^your password/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns MFA off with the password and the e-mailed code', async () => {
    const on = makeSession(makeUser('seeker', { meta: { mfa_enabled: true } }));
    const off = makeSession(makeUser('seeker'));
    storeSession(on);
    let turnedOff = false;
    const { requests } = mockApi({
      'POST /auth/check': () => data(makeCheck(turnedOff ? off : on)),
      'POST /mfa/deactivate-request': data({ message: 'A confirmation code is on its way to your e-mail address' }),
      'POST /mfa/deactivate': () => {
        turnedOff = true;
        return data({ message: 'Two-factor authentication is off' });
      },
    });
    const { user } = renderApp('/security/mfa');

    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    await user.type(within(dialog).getByLabelText(/^your password/i), 'Demo-Pass-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a code' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText(/Two-factor authentication is off/)).toBeInTheDocument();
    const status = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await waitFor(() => expect(within(status).getByText('Off')).toBeInTheDocument());
    expect(requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/mfa/deactivate-request', '/mfa/deactivate']),
    );
  });

  it('lists Security and Change password in the user menu', async () => {
    mockSignedIn(makeUser('seeker'));
    const { user, router } = renderApp('/job-seeker/home');

    await user.click(await screen.findByRole('button', { name: 'AO Ada Okafor, account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Security' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security/mfa'));
  });
});
