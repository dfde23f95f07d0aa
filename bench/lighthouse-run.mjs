// lighthouse-run.mjs is how the bench's scripts run Lighthouse: once, in a
// fresh system Chromium (CHROME_PATH, default /usr/bin/chromium), with no
// cache and no state from the run before.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** runLighthouse audits url's performance with config (undefined: the mobile preset) and returns Lighthouse's result; a page Lighthouse could not audit is an error. */
export async function runLighthouse(url, config) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }, config)
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    return result
  } finally {
    await chrome.kill()
  }
}
