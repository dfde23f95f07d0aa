// resources.js runs in every document of a harness tab before the page's own
// scripts: it keeps every resource timing entry (the browser keeps 250 by
// default), since a cell's fingerprint hashes every file its document loaded.
() => {
  performance.setResourceTimingBufferSize(1e6);
}
