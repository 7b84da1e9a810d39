/*
 * Runs before the widget bundle has loaded: queues a call on the global
 * minicart object, the way host pages do when they cannot wait for the bundle.
 */
(window.minicart = window.minicart || { q: [] }).q.push(['setCount', 3]);
