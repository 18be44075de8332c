import type { FillPattern } from './chart-spec';

/** One fill pattern in a series' colour: the bars and their legend swatch both use it by id. */
function Pattern({ id, colour, pattern }: { id: string; colour: string; pattern: FillPattern }) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width="8" height="8">
      <rect width="8" height="8" fill="#ffffff" />
      {pattern === 'stripes' && <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke={colour} strokeWidth="2.5" />}
      {pattern === 'dots' && (
        <>
          <circle cx="2" cy="2" r="1.8" fill={colour} />
          <circle cx="6" cy="6" r="1.8" fill={colour} />
        </>
      )}
      {pattern === 'grid' && <path d="M0,4 h8 M4,0 v8" stroke={colour} strokeWidth="2" />}
    </pattern>
  );
}

/** The patterns of one chart in a hidden SVG (`fill: url(#id)` reaches defs anywhere in the document). */
export function FillPatterns({
  patterns,
}: {
  patterns: readonly { id: string; colour: string; pattern: FillPattern }[];
}) {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <defs>
        {patterns.map((p) => (
          <Pattern key={p.id} {...p} />
        ))}
      </defs>
    </svg>
  );
}

/** A legend swatch: the series' pattern framed in its colour. */
export function Swatch({ id, colour }: { id: string; colour: string }) {
  return (
    <svg width="18" height="14" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <rect x="1" y="1" width="16" height="12" fill={`url(#${id})`} stroke={colour} strokeWidth="2" />
    </svg>
  );
}
