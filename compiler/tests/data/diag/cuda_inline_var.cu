#include "prelude.cuh"
// EC3648: inline device variables need internal linkage without -rdc.
__device__ inline int a;
__device__ static inline int b;
namespace { __device__ inline int c; }
__constant__ inline int d = 1;
__device__ inline const int e = 1;
__managed__ inline int g;
template<class T> __device__ inline T h;
__shared__ inline int s;
__device__ constexpr int ce = 1;
extern __device__ inline const int ee = 1;
__device__ inline int a2, a3;
namespace n { __device__ inline int in; }
extern "C" { __device__ inline int ec; }
