// The session chunk (header.md §4 "Session resolution"): loaded lazily by the
// bundle after the elements have rendered. Filled in by the session issue.
export {};
