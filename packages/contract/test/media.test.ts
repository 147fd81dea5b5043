import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, type OpenApiOperation, type OpenApiParameter } from '../src/index.ts';
import { MEDIA_FORMATS, MEDIA_VARIANTS, MEDIA_WIDTHS } from '../src/media.ts';

describe('the media variants', () => {
  it('lists in openapi.yaml the same widths and formats as the constants code uses', () => {
    const operation = loadOpenApiDocument().paths['/media/{path}']?.get as OpenApiOperation | undefined;
    const parameter = (name: string) =>
      (operation?.parameters as OpenApiParameter[] | undefined)?.find((candidate) => candidate.name === name)
        ?.schema as { enum?: unknown[] } | undefined;
    expect(parameter('w')?.enum).toEqual([...MEDIA_WIDTHS]);
    expect(parameter('format')?.enum).toEqual([...MEDIA_FORMATS]);
    expect(parameter('variant')?.enum).toEqual([...MEDIA_VARIANTS]);
  });
});
