# 1 "v001817.cu"
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
# 17 "v001817.cu"
enum Level9 { HIGH10, SLOW11 = 6}; 
# 18
enum Mode12 { 
# 19
OFF13 = 3, 
# 20
MUL14, 
# 21
MUL15, 
# 22
FAST16, 
# 23
BUSY17 = 11
# 24
}; 
# 27
__attribute__((unused)) int accum18(int len19) 
# 28
{int volatile ___ = 1;(void)len19;
# 34
::exit(___);}
#if 0
# 28
{ 
# 29
if ((len19 + (MUL15)) != len19) { 
# 30
return len19 * (len19 - 8); 
# 31
}  
# 32
float y20 = (14.75F) + len19; 
# 33
return (unsigned)(y20 + (15U)); 
# 34
} 
#endif
# 37 "v001817.cu"
template< class T, class U> T 
# 38
shade21(T a22, double cfg23, const U *__restrict__ input24) 
# 39
{ 
# 40
a22 -= (*input24); 
# 41
U v25{1}; 
# 42
a22 += (14.875F); 
# 43
v25 -= (input24[7]); 
# 44
v25 -= 34; 
# 45
U y26 = a22 * cfg23; 
# 46
return (((cfg23 > a22) ? cfg23 : a22) * cfg23) + ((((a22 > MUL14) ? a22 : MUL14) > v25) ? (a22 > MUL14) ? a22 : MUL14 : v25); 
# 47
} 
# 49
__attribute__((visibility("hidden"))) void march27_kernel(char b28, Level9 beta29, int *__restrict__ dst30) ;
#if 0
# 50
{ 
# 51
b28 ^= ((long)(accum18(b28) - ((SLOW11) - beta29))); 
# 52
int iter31 = 0; 
# 53
while (iter31 < iter31) { 
# 54
accum18((int)((iter31 > (*dst30)) ? iter31 : (*dst30))); 
# 55
int lo32 = iter31 * beta29; 
# 56
++iter31; 
# 57
}  
# 58
} 
#endif
# 60 "v001817.cu"
int main() 
# 61
{ 
# 62
int size33 = 2081; 
# 63
--size33; 
# 64
dim3 q34 = dim3((size33 + 63) / 64, (size33 + 63) / 64); 
# 65
(__cudaPushCallConfiguration((OFF13) + 1, 512, 0)) ? (void)0 : march27_kernel(49UL, SLOW11, nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v001817.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__16d7ae19_10_v001817_cu_b2fe02fc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001817.cudafe1.stub.c"
#include "v001817.cudafe1.stub.c"
# 1 "v001817.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
