import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../session/session-actions';
import { useShell } from './shell-context';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}$/;

/**
 * `/{locale}/login?redirect_url=…` and `/{locale}/register`: signs in against the exchange and
 * returns to the (same-origin) page the trader came from. A full navigation afterwards starts
 * every part with the new session.
 */
export function LoginPage({ mode, redirect }: { mode: 'login' | 'register'; redirect: string }) {
  const { host, session } = useShell();
  const { t } = useTranslation('host');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setError(t('loginBadEmail'));
    if (password.length === 0 || password.length > 200) return setError(t('loginBadPassword'));
    setBusy(true);
    setError(null);
    const result = await signIn(host.api, mode, email.trim(), password);
    setBusy(false);
    if (!result.ok) {
      // The exchange's own words when it answered; otherwise it could not be reached.
      setError(result.answered ? result.message || t('loginFailed') : t('loginUnavailable'));
      return;
    }
    session.announce();
    location.assign(redirect);
  };

  return (
    <main className="login-page">
      <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1>{t(mode === 'login' ? 'loginTitle' : 'registerTitle')}</h1>
        <label>
          {t('loginEmail')}
          <input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          {t('loginPassword')}
          <input
            type="password"
            name="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error && (
          // The exchange's words may be in another language than the page's.
          <p className="login-error" role="alert" dir="auto">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {t(mode === 'login' ? 'loginSubmit' : 'registerSubmit')}
        </button>
      </form>
    </main>
  );
}
