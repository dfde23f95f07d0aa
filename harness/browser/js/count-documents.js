// count-documents.js runs at the start of every document a tab loads once a
// test has added it (Page.addScriptToEvaluateOnNewDocument), and counts those
// documents in the tab's session storage, which a reload keeps. state.js
// reports the count, so a test reads how often the page reloaded from the
// page itself, in the same read as what the page shows.
() => {
  const key = 'tessera-harness:documents';
  sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
};
