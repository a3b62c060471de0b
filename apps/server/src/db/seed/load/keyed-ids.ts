/**
 * The ids the demo steps give the objects of the layout, by the layout's keys (a zone's key is
 * `site/zone`), so a later step finds the rows an earlier one created.
 */
import { newObjectId } from '../../ids';

export interface KeyedIds {
  /** A new id for the key. */
  add(key: string): string;
  /** The key's id; a key no earlier step created is a mistake in the layout. */
  get(key: string): string;
}

export function keyedIds(kind: string): KeyedIds {
  const ids = new Map<string, string>();
  return {
    add(key) {
      const id = newObjectId();
      ids.set(key, id);
      return id;
    },
    get(key) {
      const id = ids.get(key);
      if (id === undefined) {
        throw new Error(`demo layout: no ${kind} ${key}`);
      }
      return id;
    },
  };
}
