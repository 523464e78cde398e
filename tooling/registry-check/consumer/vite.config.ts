import { uiPlugin } from '@souscrire/ui/vite-plugin';

// The server-side build bundles the kit instead of leaving it to Node: its modules import their stylesheets,
// which only a bundler can load (and which a server-side build drops). `uiPlugin` gives react-aria's combo box
// the kit's French and Spanish announcements.
export default { plugins: [uiPlugin()], ssr: { noExternal: [/^@souscrire\//] } };
