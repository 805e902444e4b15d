// Which modules a built chunk is made of, and how many of its bytes each: read from the chunk's source map (the build
// writes one beside every chunk). For bench:first-view's `--modules`, so a first view above its budget says which
// of our modules and libraries it carries.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A mappings segment's fields, from base64 VLQ. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * The chunk's generated characters per original source (node_modules paths shortened to the package's), each
 * segment counted up to the next one on its line or the line's end. Characters before a line's first segment (or
 * with no source) count as '(bundler)'.
 */
export function chunkModules(code: string, sourceMap: string): Map<string, number> {
  const map = JSON.parse(sourceMap) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const sizes = new Map<string, number>();
  const add = (source: string, length: number) => sizes.set(source, (sizes.get(source) ?? 0) + length);
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const length = lines[index]?.length ?? 0;
    let column = 0;
    let previous: { column: number; source: string } | null = null;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (previous) add(previous.source, column - previous.column);
      else add('(bundler)', column);
      if (sourceDelta !== undefined) source += sourceDelta;
      const name = sourceDelta === undefined ? '(bundler)' : (map.sources[source] ?? '?');
      previous = { column, source: name.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '') };
    }
    if (previous) add(previous.source, length - previous.column);
    else add('(bundler)', length);
  });
  return sizes;
}
