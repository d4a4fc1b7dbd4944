# 1 "v002047.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 26 "v002047.cu"
long host_update13(const float *src14, int len15, const long *input16) 
# 27
{ 
# 28
int w17 = (((len15 += len15), sizeof(unsigned))); 
# 29
constexpr int f18 = (2 * 5); 
# 30
return (+(len15 & 15)) / ((len15 += 57), f18); 
# 31
} 
# 32
static size_t c_reduce19; 
# 33
float host_fuse20(long cfg21, int stride22 = 1430) 
# 34
{ 
# 35
stride22 += 26L; 
# 36
if (cfg21 + stride22) { 
# 37
auto step23 = []()->int { 
# 38
return sizeof(unsigned); 
# 39
} ; typedef decltype(step23) __T0;
# 40
stride22 /= cfg21; 
# 41
} else { 
# 42
stride22 *= sizeof(float); 
# 43
}  
# 44
return ((+stride22) * 424) * ((3) - (cfg21 % stride22)); 
# 45
} 
# 46
template< class T, class U> 
# 47
__attribute((always_inline)) __attribute__((unused)) inline T bump24(U *__restrict__ dst25, float *__restrict__ out26, U p27) 
# 48
{int volatile ___ = 1;(void)dst25;(void)out26;(void)p27;
# 56
::exit(___);}
#if 0
# 48
{ 
# 49
double z28 = (out26[c_reduce19]) / (5); 
# 50
if (int diff29 = 1705LL * (dst25[c_reduce19]); dst25 == nullptr) { 
# 51
unsigned x30 = (16L); 
# 52
} else { 
# 53
(--p27), (z28 = (z28 / (20.875))); 
# 54
}  
# 55
return (6.875F); 
# 56
} 
#endif
# 57 "v002047.cu"
__attribute__((visibility("hidden"))) void accum31_kernel(int lane32, int n33, int *__restrict__ dst34) ;
#if 0
# 58
{ 
# 59
float off35 = n33; 
# 60
if (n33) { 
# 61
do { int tmp_ = lane32; lane32 = n33; n33 = tmp_; } while (0); 
# 62
(*dst34) |= (static_cast< int>(__alignof__(float))); 
# 63
}  
# 64
(dst34[1]) = lane32; 
# 65
} 
#endif
# 66 "v002047.cu"
int main() 
# 67
{ 
# 68
int size36 = 2428; 
# 69
int w37 = 0; 
# 70
while (w37 < 6) { 
# 71
size36 = 37; 
# 72
(__cudaPushCallConfiguration(8, 61 + 451, 0, 0)) ? (void)0 : accum31_kernel(size36 + 53, size36, &size36); 
# 73
(__cudaPushCallConfiguration(16, ((dim3)(256)), 0, (cudaStream_t)0)) ? (void)0 : accum31_kernel(w37, size36, &size36); 
# 74
++w37; 
# 75
}  
# 76
return 0; 
# 77
} 

# 1 "v002047.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__038cb999_10_v002047_cu_4dbcf224
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002047.cudafe1.stub.c"
#include "v002047.cudafe1.stub.c"
# 1 "v002047.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
