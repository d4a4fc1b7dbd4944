# 1 "v002007.cu"
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
# 9 "v002007.cu"
template< class T, int N> __attribute__((unused)) double 
# 10
fuse3(T a4, const char *__restrict__ src5, T *__restrict__ out6) {int volatile ___ = 1;(void)a4;(void)src5;(void)out6;
# 17
::exit(___);}
#if 0
# 10
{ 
# 11
(out6[5]) = (8.125); 
# 12
T x7 = src5[7]; 
# 13
if (!src5) { 
# 14
return N; 
# 15
}  
# 16
return (a4 * 6) + 32; 
# 17
} 
#endif
# 20 "v002007.cu"
struct Body8 { 
# 21
int y9; 
# 22
float val10; 
# 23
unsigned short weight11; 
# 24
}; 
# 27
float run_gather12(Body8 beta13, const Body8 &cfg14, unsigned short *acc15) { 
# 28
bool q16(false); 
# 29
(acc15[7]) = (25); 
# 30
for (int j17 = 0; j17 < 12; j17++) { 
# 31
float m18 = (q16 + ((12.875F) + j17)) + (beta13.weight11); 
# 32
(acc15[j17])++; 
# 33
}  
# 34
return (double)((q16 > q16) ? (unsigned char)30 : (8 - (cfg14.y9))); 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void drift19_kernel(int len20) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern unsigned dyn_21[]; 
# 39
float t22 = (dyn_21[2]) * (+((32 < len20) ? 52 : (dyn_21[len20]))); 
# 40
if (fuse3< double, 3> (len20, (const char *)nullptr, nullptr) >= (23)) { 
# 41
return; 
# 42
}  
# 43
Body8 diff23 = Body8{}; 
# 44
len20++; 
# 45
unsigned base24 = fuse3< long, 2> (t22, nullptr, (long *)nullptr); 
# 46
fuse3< double, 3> (t22, nullptr, nullptr); 
# 47
} 
#endif
# 49 "v002007.cu"
constexpr int host_rank25(int n26) { 
# 50
n26 = (static_cast< unsigned>(sizeof(double) + ((unsigned)n26))); 
# 51
return 39U; 
# 52
} 
# 54
int main() { 
# 55
int n27 = 1542; 
# 56
dim3 base28 = ((dim3)((n27 + 63) / 64)); 
# 57
auto op30 = [&](char base29) { 
# 58
--(n27); 
# 59
base29 = (127); 
# 60
} ; typedef decltype(op30) __T0;
# 61
op30(n27); 
# 62
--n27; 
# 63
(__cudaPushCallConfiguration(dim3(8, 4, (n27 + 127) / 128), dim3(sizeof(int) * (4), 64 * 2, (n27 + 127) / 128), 0)) ? (void)0 : drift19_kernel(19); 
# 64
n27 = (59U); 
# 65
return 0; 
# 66
} 

# 1 "v002007.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f60c1f59_10_v002007_cu_90b05519
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002007.cudafe1.stub.c"
#include "v002007.cudafe1.stub.c"
# 1 "v002007.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
