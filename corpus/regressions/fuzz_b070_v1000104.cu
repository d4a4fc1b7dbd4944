#include "prelude.cuh"
#ifndef a
#endif
__managed__ float b;
__device__ int c(double d) {
d++, b = d;
}
