// text returns the words a reader sees in the page's main region: its
// rendered text (innerText, so what is hidden is left out, and what is on
// the page below the first screen is in), with each line's trailing spaces
// trimmed, runs of blank lines made one, and one newline at the end.
() => {
  const main = document.querySelector('main');
  if (!main) return '';
  const lines = main.innerText.split('\n').map((line) => line.trimEnd());
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim() + '\n';
}
