import { basename, dirname } from 'node:path'
import type { Plugin } from 'vite'

/**
 * SHARED_FILE_NAMES are the module file names that many library folders have (button/schema.ts, select/schema.ts,
 * field/logic.ts): a chunk named after one alone would share its name with others but for the hash.
 */
const SHARED_FILE_NAMES = new Set(['schema', 'logic'])

/** ChunkInfo is the part of a chunk that chunkName reads. */
export interface ChunkInfo {
  name: string
  facadeModuleId: string | null
  moduleIds: string[]
}

/**
 * chunkName names a chunk after the module it stands for, with that module's folder when its file name is one many
 * folders use: button-schema, field-logic.
 */
export function chunkName(chunk: ChunkInfo): string {
  const module = chunk.facadeModuleId ?? chunk.moduleIds.at(-1)
  if (!module || !SHARED_FILE_NAMES.has(chunk.name)) return chunk.name
  return `${basename(dirname(module))}-${chunk.name}`
}

/** plainName is a built file's name without its content hash: assets/button-schema-D3Wu4bbn.js → assets/button-schema.js. */
export const plainName = (fileName: string) => fileName.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/, '$1')

/**
 * sharedChunkNames lists the names that two or more built scripts share without their hash. The harness follows a
 * script from one build to the next by that name (a chunk whose only change is the new names of the chunks it
 * imports is the same chunk), so such names must not repeat. Other assets are leaves whose name changes only when
 * their own bytes do, and may repeat.
 */
export function sharedChunkNames(fileNames: string[]): string[] {
  const seen = new Map<string, number>()
  for (const f of fileNames.filter((f) => f.endsWith('.js'))) seen.set(plainName(f), (seen.get(plainName(f)) ?? 0) + 1)
  return [...seen].filter(([, n]) => n > 1).map(([name]) => name)
}

/** uniqueChunkNames fails the build when two scripts share a name but for their hash (sharedChunkNames). */
export function uniqueChunkNames(): Plugin {
  return {
    name: 'tessera:unique-chunk-names',
    apply: 'build',
    generateBundle(_, bundle) {
      const shared = sharedChunkNames(Object.keys(bundle))
      if (shared.length) this.error(`two or more scripts are named ${shared.join(', ')} but for their hash; add the module's file name to SHARED_FILE_NAMES in site/build/chunk-names.ts, or rename it`)
    },
  }
}
