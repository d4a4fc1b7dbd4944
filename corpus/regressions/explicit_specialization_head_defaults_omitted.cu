#include "prelude.cuh"
// An explicit specialization's head omits the trailing arguments some template-id of the
// TU left to their defaults (`template<> struct adder<> `), as other uses of it do.
template <typename T = void> struct adder { T operator()(T a, T b) const { return a + b; } };
template <> struct adder<void> {
    template <class A> A operator()(A a, A b) const { return a + b; }
};
template <typename T = void> struct never_short;
template <> struct never_short<void> { };
template <class K, class V = int> struct pairish { };
template <> struct pairish<char, int> { int x; };
template <class I, class Op> I fold(I a, I b, Op op) { return op(a, b); }
template <class I> I fold(I a, I b) { return fold(a, b, adder<>()); }
pairish<char> pc;
never_short<void> *ns;
