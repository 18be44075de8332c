// @ts-check
import path from 'node:path';

const FEATURE = /[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)(?:[\\/]|$)/;
const SHARED = /[\\/]web[\\/]src[\\/](lib|components|config)[\\/]/;
const UPPER = /[\\/]web[\\/]src[\\/](features|app)(?:[\\/]|$)/;

/**
 * bulletproof-react's rule for web/src/features: a feature never imports another feature. What two
 * features share lives in web/src/lib or web/src/components; screens that show two features are
 * put together in web/src/app. Relative imports are resolved, so `../../x/...` is caught however
 * deep it starts. `shared` names feature folders that still act as shared code until they move.
 * The shared layers (lib, components, config) import no feature and nothing of the app.
 * @type {import('eslint').Rule.RuleModule}
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature under web/src/features imports only itself, lib, components and config.' },
    messages: {
      upward:
        'Shared code in web/src/{{layer}} imports web/src/{{target}}: the app and features use lib, never the reverse.',
      crossFeature:
        "Feature '{{own}}' imports feature '{{other}}': share through web/src/lib or web/src/components, or compose the two in web/src/app.",
    },
    schema: [
      {
        type: 'object',
        properties: { shared: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const own = FEATURE.exec(context.filename)?.[1];
    const layer = SHARED.exec(context.filename)?.[1];
    if (!own && !layer) return {};
    const shared = new Set(context.options[0]?.shared ?? []);
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const upper = UPPER.exec(target)?.[1];
      if (layer && upper) context.report({ node: source, messageId: 'upward', data: { layer, target: upper } });
      const other = FEATURE.exec(target)?.[1];
      if (own && other && other !== own && !shared.has(other)) {
        context.report({ node: source, messageId: 'crossFeature', data: { own, other } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const featureIsolationPlugin = { rules: { 'feature-boundaries': featureBoundaries } };
