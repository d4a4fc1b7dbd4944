// A non-type template argument is mangled with its parameter's type: the kernel's
// `box<float, 4>` is `3boxIfLm4EE` (4 converted to unsigned long), and the module id is
// the CRC of that name.
#include "prelude.cuh"
template <class T, unsigned long N> struct box { T v[N]; };
using quad = box<float, 4>;
__global__ void scale(const float *x, float *y, quad q, int n) {}
