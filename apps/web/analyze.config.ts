import { writeFileSync } from 'node:fs';
import base from './vite.config.ts';
const dump = {
  name: 'dump', apply: 'build' as const, enforce: 'post' as const,
  generateBundle(_o: unknown, bundle: Record<string, any>) {
    const out: Record<string, { size: number; modules: [string, number][] }> = {};
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk') continue;
      out[c.fileName] = { size: c.code.length, modules: Object.entries(c.modules).map(([id, m]: [string, any]) => [id.replace(/.*node_modules\//, 'nm:').replace(/.*\/apps\/web\/src\//, 'src:').replace(/.*\/packages\//,'pk:'), m.renderedLength] as [string, number]).sort((a, b) => b[1] - a[1]) };
    }
    writeFileSync('/tmp/chunks.json', JSON.stringify(out, null, 1));
  },
};
const cfg: any = typeof base === 'function' ? (base as any)({ command: 'build', mode: 'production' }) : base;
export default { ...cfg, plugins: [...(cfg.plugins ?? []), dump], build: { ...cfg.build, outDir: '/tmp/dist-analyze', emptyOutDir: true } };
