# 1 "v000021.cu"
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
# 9 "v000021.cu"
__attribute__((visibility("hidden"))) void mix4(int count5, bool cfg6, int lane7, int n8) ;
#if 0
# 10
{ 
# 11
++count5; 
# 12
if ((5 >= cfg6) && cfg6) { 
# 13
return; 
# 14
}  
# 15
++n8; 
# 16
count5 = cfg6; 
# 17
constexpr long idx9 = (49); 
# 18
} 
#endif
# 19 "v000021.cu"
static float d_kick10; 
# 20
enum class Phase11: unsigned { Low12, High13, Low14 = 3U, Green15}; 
# 21
enum Axis16: unsigned char { 
# 22
BUSY17 = 3U, 
# 23
ADD18, 
# 24
BUSY19, 
# 25
ON20, 
# 26
SLOW21
# 27
}; 
# 28
enum Kind22 { GREEN23 = 1, HIGH24, LOW25, RED26}; 
# 31
static void update27(int *data28, unsigned *__restrict__ out29, int n30, int *dst31) ;
#if 0
# 32
{ 
# 33
if ((*data28) <= ((unsigned)(dst31[n30 & 7]))) { 
# 34
__attribute__((unused)) static int sh_32[sizeof(unsigned) * (5 + (BUSY17))]; 
# 35
__attribute__((unused)) static unsigned sh_33; 
# 36
if ((n30 - ((sh_32[sh_33 & (31)]) + d_kick10)) > (*dst31)) { 
# 37
d_kick10 = (4 - n30); 
# 38
n30 = (n30 * (((*data28) + (sh_32[6])) | (dst31[sh_33]))); 
# 39
}  
# 40
}  
# 41
} 
#endif
# 43 "v000021.cu"
int main() 
# 44
{ 
# 45
int len34 = 970; 
# 46
len34 = (BUSY19); 
# 47
if (!((len34 < len34) && len34)) { 
# 48
constexpr int sum35 = (1LL); 
# 49
}  
# 50
len34--; 
# 51
len34 = (HIGH24); 
# 52
(__cudaPushCallConfiguration((len34 + 255) / 256, (SLOW21) + 121)) ? (void)0 : mix4((15 - len34) * len34, len34 + (true), sizeof(double) + len34, 35); 
# 53
(__cudaPushCallConfiguration((len34 + 127) / 128, (LOW25) + 509)) ? (void)0 : update27((int *)nullptr, nullptr, ~len34, (int *)nullptr); 
# 54
return 0; 
# 55
} 

# 1 "v000021.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3e3802cc_10_v000021_cu_36169c32
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000021.cudafe1.stub.c"
#include "v000021.cudafe1.stub.c"
# 1 "v000021.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
