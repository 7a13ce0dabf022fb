/**
 * Sorted lists of document numbers and the set operations a tsquery needs (docs/decisions/1822).
 * Documents are numbered as the index receives them, so a list grows by appending.
 */

/** A list that grows by appending larger numbers; `view` is its current content. */
export class PostingList {
  private list: Int32Array;
  private n = 0;
  constructor(capacity = 4) {
    this.list = new Int32Array(capacity);
  }
  push(doc: number): void {
    if (this.n === this.list.length) {
      const bigger = new Int32Array(Math.max(4, this.list.length * 2));
      bigger.set(this.list);
      this.list = bigger;
    }
    this.list[this.n++] = doc;
  }
  get length(): number {
    return this.n;
  }
  view(): Int32Array {
    return this.list.subarray(0, this.n);
  }
  /** Gives back the room kept for growth (after a build: a list grows again on its next push). */
  trim(): void {
    if (this.list.length !== this.n) this.list = this.list.slice(0, this.n);
  }
  get bytes(): number {
    return this.list.byteLength;
  }
}

/** Sorted lists, the shorter one galloping through the longer. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let n = 0;
  let lo = 0;
  for (let i = 0; i < a.length && lo < b.length; i++) {
    const v = a[i]!;
    let step = 1;
    let hi = lo;
    while (hi < b.length && b[hi]! < v) {
      lo = hi + 1;
      hi += step;
      step *= 2;
    }
    hi = Math.min(hi, b.length - 1);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (b[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    if (b[lo] === v) out[n++] = v;
  }
  return out.subarray(0, n);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x <= y) i++;
    if (y <= x) j++;
    out[n++] = x < y ? x : y;
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/** What is in `a` and not in `b`. */
export function difference(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    const v = a[i]!;
    while (j < b.length && b[j]! < v) j++;
    if (j >= b.length || b[j] !== v) out[n++] = v;
  }
  return out.subarray(0, n);
}
