/**
 * Compile-time checks that a repository's declared row type is exactly its table's row (decision
 * 105): the repositories export plain declared shapes, not the ORM's inferred types, and a column
 * added to the table and not to the shape (or the other way round) fails the typecheck.
 */

/** `true` when A and B are the same shape (each assignable to the other), else `false`. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only when `T` is `true`: `type _Check = Holds<SameShape<Declared, typeof table.$inferSelect>>`. */
export type Holds<T extends true> = T;
