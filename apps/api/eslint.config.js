import { transitConfig } from '@transit/eslint-config';

export default [
  ...transitConfig(import.meta.dirname),
  {
    // The server reads the network through @transit/network's typed accessors and branded indexes: a cast to number
    // is the sign of an index walked by hand, which is how the ~60 casts of the old lines and stops code began.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSNumberKeyword',
          message:
            'No `as number` in apps/api: read the network through @transit/network’s typed accessors (branded indexes).',
        },
      ],
    },
  },
];
