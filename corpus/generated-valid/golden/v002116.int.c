# 1 "v002116.cu"
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
# 11 "v002116.cu"
static void bias4_kernel(int count5, int *data6, int n7) ;
#if 0
# 12
{ 
# 13
count5 = n7; 
# 14
count5 = (51UL); 
# 15
n7 = ((n7 += (data6[7])), (((int)6) >> (((*data6) > (data6[count5])) ? n7 : 39))); 
# 16
(*data6) = ((((n7 > n7) ? 51L : (*data6)) + n7) - sizeof(int)); 
# 17
} 
#endif
# 18 "v002116.cu"
using idx8_t = long; 
# 19
static size_t c_sweep9[4]; 
# 20
enum class Axis10 { 
# 21
Idle11, 
# 22
Off12, 
# 23
Mul13, 
# 24
Idle14, 
# 25
Busy15
# 26
}; 
# 28
float check_mix16(int n17, int n18) 
# 29
{ 
# 30
(n18--), (n18 = (7U)); 
# 31
{ 
# 32
++n18; 
# 33
(__cudaPushCallConfiguration(256, 128, sizeof(float) * (64), nullptr)) ? (void)0 : bias4_kernel(n18, &n17, n17 - n17); 
# 34
} 
# 35
if ((n18 | n17) < n17) { 
# 36
return 9; 
# 37
}  
# 38
const long *off19 = (nullptr); 
# 39
return n18; 
# 40
} 
# 42
int main() 
# 43
{ 
# 44
int count20 = 830; 
# 45
count20 = (count20 | ((!(21 < count20)) ? 45 : 8)); 
# 46
(__cudaPushCallConfiguration(1 << 7, 1 << 9, 256)) ? (void)0 : bias4_kernel(check_mix16(count20, check_mix16(6, count20)), static_cast< int *>(nullptr), (count20 - 4) + (3580L * count20)); 
# 47
const char *lim21 = ("a\tb"); 
# 48
(__cudaPushCallConfiguration(8 + 248, 8 + (8 + (8 + (8 + 96))), (8 + 8) * (8 + 8), 0)) ? (void)0 : bias4_kernel(52, &count20, 8 + count20); 
# 49
return 0; 
# 50
} 

# 1 "v002116.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b88c8229_10_v002116_cu_c_sweep9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002116.cudafe1.stub.c"
#include "v002116.cudafe1.stub.c"
# 1 "v002116.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
