/**
 * A visitor's way in where a logged-in trader would act (spec 000 §2): log in and register,
 * each with a locale prefix and a `redirect_url` back to this page. `logIn` and `register`
 * are the texts, in the caller's namespace.
 */
export function VisitorActions({
  locale,
  logIn,
  register,
}: {
  locale: string;
  logIn: string;
  register: string;
}) {
  const back = encodeURIComponent(location.pathname);
  return (
    <div className="visitor-actions">
      <a className="login-prompt" href={`/${locale}/login?redirect_url=${back}`}>
        {logIn}
      </a>
      <a className="register-prompt" href={`/${locale}/register?redirect_url=${back}`}>
        {register}
      </a>
    </div>
  );
}
