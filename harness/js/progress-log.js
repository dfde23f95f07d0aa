// progress-log.js records every state the progress bar takes, with the time
// (performance.now) it took it, in window.__progressLog; it returns the log
// so far. The first call starts the recording.
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
  return window.__progressLog;
};
