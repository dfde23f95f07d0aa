// progress-log.js records every state the progress bar shows (its
// data-state, as a MutationObserver sees it change) in window.__progressLog,
// and returns that log with the marks the bar's controller took since the
// recording began: performance.mark('tessera:progress:<state>'), taken as
// the controller enters a state, before it starts that state's timer. The
// marks are when the states began, on the clock the page's timers run on;
// the log is what the page showed, each entry noted when its mutation was
// observed, which a busy main thread delays. The first call starts the
// recording.
() => {
  if (!window.__progressLog) {
    const bar = document.querySelector('[data-progressbar]');
    const log = [{ state: bar.dataset.state, t: performance.now() }];
    new MutationObserver(() => {
      const state = bar.dataset.state;
      if (log[log.length - 1].state !== state) log.push({ state, t: performance.now() });
    }).observe(bar, { attributes: true, attributeFilter: ['data-state'] });
    window.__progressLog = log;
  }
  const prefix = 'tessera:progress:';
  const since = window.__progressLog[0].t;
  const marks = performance
    .getEntriesByType('mark')
    .filter((m) => m.name.startsWith(prefix) && m.startTime >= since)
    .sort((a, b) => a.startTime - b.startTime)
    .map((m) => ({ state: m.name.slice(prefix.length), t: m.startTime }));
  return { shown: window.__progressLog, marks };
};
