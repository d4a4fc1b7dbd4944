# 1 "v001407.cu"
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
# 18 "v001407.cu"
__attribute__((visibility("hidden"))) void scale6(unsigned beta7, int stride8) ;
#if 0
# 18
{ 
# 19
beta7 = (11); 
# 20
int w9 = 0; 
# 21
while (w9 < 10) { 
# 22
beta7--; 
# 23
static_assert((sizeof(int) == (4)));
# 24
++w9; 
# 25
}  
# 26
auto mid10 = (((stride8 += 5), ((('0') * __device_builtin_variable_warpSize) + (w9 ^ 5)))); 
# 27
} 
#endif
# 28 "v001407.cu"
using real11_t = float; 
# 29
static int c_stencil12; 
# 31
template< class T, int N> 
# 32
__attribute((always_inline)) __attribute__((unused)) inline T count13(const T *in14) {int volatile ___ = 1;(void)in14;
# 39
::exit(___);}
#if 0
# 32
{ 
# 33
if (in14 != nullptr) { 
# 34
return (in14[3]) / N; 
# 35
}  
# 36
static_assert((sizeof(int) == (4)));
# 37
real11_t lo15 = in14[4]; 
# 38
return +((N << c_stencil12) + ((*in14) + 256)); 
# 39
} 
#endif
# 40 "v001407.cu"
const char *g_sift16 = ("x=%d"); 
# 42
static void weigh17(const real11_t *__restrict__ in18) ;
#if 0
# 42
{ 
# 43
unsigned tid19 = __device_builtin_variable_threadIdx.x; 
# 44
int k20 = (in18[tid19 & (7)]) - ((12 | c_stencil12) % c_stencil12); 
# 45
k20--; 
# 46
k20 = (60LL); 
# 47
static_assert((sizeof(int) == (4)), "size check");
# 48
} 
#endif
# 49 "v001407.cu"
static double c_march21; 
# 51
inline unsigned lerp22(const unsigned long *__restrict__ src23, int *acc24, int len25) { 
# 52
(*acc24) = ((acc24[2]) * (((acc24[4]) += 62), (1254LL & len25))); 
# 53
constexpr real11_t diff26 = (19.0F); 
# 54
--(acc24[6]); 
# 55
float res27 = (((unsigned char)len25) ^ ((src23[3]) >> (src23[len25]))) * ((42U - (*acc24)) << ((*src23) % (47))); 
# 56
const real11_t y28 = (-38); 
# 57
return (53UL % (*acc24)) & (24L); 
# 58
} 
# 60
void update29(long *__restrict__ buf30, real11_t b31) { 
# 61
if (!((*buf30) > (*buf30))) { 
# 62
return; 
# 63
}  
# 64
if ((buf30[7]) <= 28UL) { 
# 65
return; 
# 66
}  
# 67
(buf30[1]) = ((~(buf30[4])) - (buf30[2])); 
# 68
if (((buf30[4]) ^ (*buf30)) <= (42)) { 
# 69
return; 
# 70
}  
# 71
} 
# 73
int main() { 
# 74
int size32 = 3066; 
# 75
++size32; 
# 76
++size32; 
# 77
(__cudaPushCallConfiguration((size32 + 31) / 32, 1 << (5 + 1))) ? (void)0 : scale6(3U, 33 | size32); 
# 78
(__cudaPushCallConfiguration(512, dim3(4, (size32 + 127) / 128))) ? (void)0 : weigh17(nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v001407.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5c7547d2_10_v001407_cu_f35575ad
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001407.cudafe1.stub.c"
#include "v001407.cudafe1.stub.c"
# 1 "v001407.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
