#include "prelude.cuh"

// Conditional compilation: #if/#elif/#else, #ifdef/#ifndef, arithmetic and
// logical operators in #if, undefined names evaluating to 0, #undef and
// redefinition, include guards. (No defined(): see err_pp_defined_operator.cu.)
#ifndef PP_CONDITIONALS_CONFIG
#define PP_CONDITIONALS_CONFIG 1

#define USE_DOUBLE 0
#define BLOCK 256
#define VERSION_MAJOR 2
#define VERSION_MINOR 5

#if USE_DOUBLE
typedef double real;
#elif USE_HALF
typedef short real;
#else
typedef float real;
#endif

#ifndef LEGACY_API
#if (VERSION_MAJOR * 100 + VERSION_MINOR) >= 205 || (VERSION_MAJOR > 2)
#define HAS_FUSED_KERNEL 1
#endif
#endif

#if BLOCK % 32 != 0
#error "BLOCK must be a multiple of the warp size"
#elif BLOCK > 1024
#error "BLOCK too large"
#endif

#endif // PP_CONDITIONALS_CONFIG

#ifdef PP_CONDITIONALS_CONFIG
#define SCALE 2
#endif
#undef SCALE
#define SCALE 3

__global__ void axpby(real a, const real *x, real b, real *y, int n)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) y[i] = a * x[i] + b * y[i] * SCALE;
}

#ifdef HAS_FUSED_KERNEL
__global__ void fused(real *y, int n)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) y[i] = y[i] * y[i] + (real)SCALE;
}
#else
#   error "fused kernel expected"
#endif

#if USE_DOUBLE ? 0 : !(BLOCK & (BLOCK - 1))
int block_is_pow2 = 1;
#else
int block_is_pow2 = 0;
#endif

int main()
{
    axpby<<<4, BLOCK>>>(1, nullptr, 2, nullptr, 4 * BLOCK);
#ifndef NO_FUSED
    fused<<<4, BLOCK>>>(nullptr, 4 * BLOCK);
#endif
    return SCALE + block_is_pow2;
}
