// axe.js runs axe-core (injected beforehand from node_modules) on the element
// matching selector, or on the whole document when selector is empty, with the
// given rule tags, and returns the violations with their nodes.
async (selector, tags) => {
  const context = selector ? { include: [selector] } : document;
  const result = await axe.run(context, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? '',
    help: v.help,
    helpUrl: v.helpUrl,
    nodes: v.nodes.map((n) => ({
      target: n.target.map(String).join(' '),
      html: n.html,
      summary: n.failureSummary ?? '',
    })),
  }));
};
