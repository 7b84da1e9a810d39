import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useStore } from '@nm/core';
import { SIGN_IN_EMAIL_PATTERN, STRINGS } from '../../model/account';
import { $signInForm, submitSignIn } from '../../state/account';

/**
 * header.md §2 "Inline sign-in form" and §5: email with the spec's pattern
 * (the browser's own validation, no message of ours), password as plain
 * entry, "SIGN IN & CHECKOUT". A lazy chunk: loaded when a guest opens the
 * account panel (or hovers or focuses its button).
 */
export function SignInForm() {
  const form = useStore($signInForm);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const passwordId = useId();
  const messageId = useId();
  // Focus moves to the first field after each new failure, not when the form mounts again with an old one.
  const seenFailures = useRef(form.failures);
  useEffect(() => {
    if (form.failures === seenFailures.current) return;
    seenFailures.current = form.failures;
    emailRef.current?.focus();
  }, [form.failures]);

  const pending = form.status === 'pending';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    void submitSignIn(field('email'), field('password'));
  };

  return (
    <form className="sign-in" onSubmit={onSubmit} aria-label={STRINGS.signIn}>
      <label className="sign-in__label" htmlFor={emailId}>
        {STRINGS.email}
      </label>
      <input
        ref={emailRef}
        id={emailId}
        className="sign-in__input"
        name="email"
        type="email"
        autoComplete="username"
        required
        pattern={SIGN_IN_EMAIL_PATTERN}
        defaultValue={form.email}
        aria-describedby={form.message ? messageId : undefined}
        aria-invalid={form.status === 'failed' ? true : undefined}
      />
      <label className="sign-in__label" htmlFor={passwordId}>
        {STRINGS.password}
      </label>
      <input
        id={passwordId}
        className="sign-in__input"
        name="password"
        type="password"
        autoComplete="current-password"
      />
      {form.message ? (
        <p id={messageId} className="sign-in__error" role="alert">
          {form.message}
        </p>
      ) : null}
      <button type="submit" className="sign-in__submit" aria-disabled={pending || undefined}>
        {pending ? STRINGS.signingIn : STRINGS.signInAndCheckout}
      </button>
    </form>
  );
}
