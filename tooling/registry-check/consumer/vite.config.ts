// The server-side build bundles the kit instead of leaving it to Node: its modules import their stylesheets,
// which only a bundler can load (and which a server-side build drops).
export default { ssr: { noExternal: [/^@souscrire\//] } };
