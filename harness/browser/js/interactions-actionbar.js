// interactions-actionbar.js reads, in one call, what the action bar group's
// checks watch on the site's own action bar (the one beside the workspace,
// not those in examples): its data-state, its control and list as they
// show, where the focus is, and where the app is.
() => {
  const bar = [...document.querySelectorAll('nav[data-actionbar]')].find((el) => !el.closest('main'));
  if (!bar) return { error: 'no action bar outside the workspace' };
  const shown = (el) => Boolean(el) && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const control = bar.querySelector('[data-actionbar-control]');
  const list = bar.querySelector('ul');
  const active = document.activeElement;
  const name = (el) => el.textContent.trim().replace(/\s+/g, ' ');
  return {
    state: bar.dataset.state ?? '',
    width: Math.round(bar.getBoundingClientRect().width),
    controlShown: shown(control),
    control: control ? name(control) : '',
    expanded: control?.getAttribute('aria-expanded') ?? '',
    controls: control ? control.getAttribute('aria-controls') === list?.id : false,
    listShown: shown(list),
    itemsShown: list ? [...list.querySelectorAll('a, button')].filter(shown).length : 0,
    // the focused element: 'control', 'item:<href>' for an item of the list, else tag:text
    focused: !active || active === document.body ? '' : active === control ? 'control' : list?.contains(active) ? 'item:' + (active.getAttribute('href') ?? name(active)) : active.tagName.toLowerCase() + ':' + name(active).slice(0, 40),
    location: location.pathname,
    ready: document.documentElement.dataset.ready === location.pathname + location.search,
    heading: document.querySelector('main h1')?.textContent.trim() ?? '',
  };
};
