# 1 "v001527.cu"
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
# 16 "v001527.cu"
namespace img5 { 
# 17
float host_update6(int n7 = ' ') { 
# 18
long val8 = n7; 
# 19
const char *w9 = ("a\tb"); 
# 20
const char *q10 = w9; 
# 21
val8 = (13); 
# 22
return (5.375F); 
# 23
} 
# 24
}
# 26
template< class T> 
# 27
struct Span11 { 
# 28
T w12, hi13; 
# 29
T scale14() const { 
# 30
T mid15 = (hi13) + ((double)42); 
# 31
return w12; 
# 32
} 
# 33
}; 
# 34
__attribute__((visibility("hidden"))) void apply16_kernel(double p17, int count18) ;
#if 0
# 34
{ 
# 35
if (((p17 <= count18) ? 48 : 4) <= p17) { 
# 36
return; 
# 37
}  
# 38
p17 = ((+(count18 & 62)) * count18); 
# 39
int h19 = (36U); 
# 40
count18 = h19; 
# 41
p17 = (24UL); 
# 42
p17 = count18; 
# 43
float f20 = count18; 
# 44
} 
#endif
# 45 "v001527.cu"
int main() { 
# 46
int n21 = 3865; 
# 47
auto stride22 = 2406ULL; 
# 48
const char *lim23 = ("\"q\""); 
# 49
(__cudaPushCallConfiguration(dim3((n21 + 127) / 128, (n21 + 127) / 128, 2), dim3(13 + (13 + (13 + (21 + 68))), (n21 + 255) / 256))) ? (void)0 : apply16_kernel(~n21, stride22); 
# 50
(__cudaPushCallConfiguration(dim3(8, 4 * 2), dim3(21 + 491, 512, (n21 + 127) / 128), 0)) ? (void)0 : apply16_kernel(n21, 36 + ((n21 & 1) ? 10 : 13)); 
# 51
return 0; 
# 52
} 

# 1 "v001527.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ede9c717_10_v001527_cu_b404599a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001527.cudafe1.stub.c"
#include "v001527.cudafe1.stub.c"
# 1 "v001527.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
