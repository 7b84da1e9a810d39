/*
 * Northmoor Marlowe - the demo sign-in form and sign-out link.
 * Plain script in a file (the hostile page and the demo panel forbid inline
 * script and handlers). It talks to the widgets only through their page
 * bridge, window.nmSession:
 *   signIn(email, password) -> Promise<{ ok: true } | { ok: false, error: { name, message } }>
 *   signOut()               -> Promise
 * The bridge comes with the widgets' session chunk, which loads after the
 * elements have rendered: a click before that waits for it (polling, and the
 * nm:session-changed event the session raises on document), up to 15 s.
 */
(function () {
  'use strict';

  var WAIT_MS = 15000;
  var POLL_MS = 100;

  var form = document.getElementById('demo-signin-form');
  var details = document.getElementById('demo-signin');
  var signOutLink = document.getElementById('demo-signout');
  var status = document.getElementById('demo-session-status');
  var greeting = document.getElementById('site-greeting');
  if (!form || !signOutLink || !status) return;

  function setStatus(text, isError) {
    status.textContent = text;
    status.className = isError ? 'demo-session-status demo-session-status--error' : 'demo-session-status';
  }

  function bridge() {
    var session = window.nmSession;
    return session && typeof session.signIn === 'function' && typeof session.signOut === 'function' ? session : null;
  }

  /** Calls back with the bridge once it is there, or with null after WAIT_MS. */
  function whenBridge(callback) {
    var found = bridge();
    if (found) {
      callback(found);
      return;
    }
    var done = false;
    var started = Date.now();
    var timer;
    function finish(value) {
      if (done) return;
      done = true;
      clearInterval(timer);
      document.removeEventListener('nm:session-changed', check);
      callback(value);
    }
    function check() {
      var session = bridge();
      if (session) finish(session);
      else if (Date.now() - started >= WAIT_MS) finish(null);
    }
    timer = setInterval(check, POLL_MS);
    document.addEventListener('nm:session-changed', check);
  }

  function describeError(error) {
    if (!error) return 'unknown error';
    var name = error.name ? String(error.name) : 'Error';
    return error.message ? name + ': ' + String(error.message) : name;
  }

  function setBusy(busy) {
    var submit = document.getElementById('demo-signin-submit');
    if (submit) submit.disabled = busy;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var email = form.elements.email ? form.elements.email.value.trim() : '';
    var password = form.elements.password ? form.elements.password.value : '';
    if (!email || !password) {
      setStatus('Enter an email and a password.', true);
      return;
    }
    setBusy(true);
    setStatus('Signing in\u2026', false);
    whenBridge(function (session) {
      if (!session) {
        setBusy(false);
        setStatus('The widgets\u2019 session did not load; cannot sign in.', true);
        return;
      }
      Promise.resolve()
        .then(function () {
          return session.signIn(email, password);
        })
        .then(
          function (result) {
            setBusy(false);
            if (result && result.ok) {
              if (form.elements.password) form.elements.password.value = '';
              if (details) details.open = false;
              setStatus('Signed in as ' + email + '.', false);
              // The /login page goes on to where the shopper was headed (its form's data-next, a same-site path).
              var next = form.getAttribute('data-next');
              if (next && next.charAt(0) === '/' && next.charAt(1) !== '/' && next.charAt(1) !== '\\')
                window.location.assign(next);
            } else {
              setStatus('Sign-in failed: ' + describeError(result && result.error), true);
            }
          },
          function (error) {
            setBusy(false);
            setStatus('Sign-in failed: ' + describeError(error), true);
          },
        );
    });
  });

  signOutLink.addEventListener('click', function (event) {
    event.preventDefault();
    setStatus('Signing out\u2026', false);
    whenBridge(function (session) {
      if (!session) {
        setStatus('The widgets\u2019 session did not load; cannot sign out.', true);
        return;
      }
      Promise.resolve()
        .then(function () {
          return session.signOut();
        })
        .then(
          function () {
            setStatus('Signed out: shopping as a guest.', false);
          },
          function (error) {
            setStatus('Sign-out failed: ' + describeError(error), true);
          },
        );
    });
  });

  // The widgets announce every change of shopper; the legacy greeting and the two controls follow it.
  document.addEventListener('nm:session-changed', function (event) {
    var detail = event.detail || {};
    var signedIn = detail.signedIn === true;
    if (details) details.hidden = signedIn;
    signOutLink.hidden = !signedIn;
    if (greeting)
      greeting.textContent = signedIn && detail.firstName ? 'Hello, ' + detail.firstName : 'Sign In / Register';
  });
})();
