// A kernel instance with `void` as a template argument (cub's EmptyKernel<void>, plus<void>): the
// stub spells it `void` in the wrapper name and the function pointer.
#include "prelude.cuh"
template <class T> __global__ void empty_kernel() {}
template <class T> struct plus { };
template <class Op> __global__ void apply(int *p, Op op) { p[0] = 1; }
int main() {
  empty_kernel<void><<<1, 1>>>();
  apply<<<1, 1>>>((int *)0, plus<void>{});
  return 0;
}
