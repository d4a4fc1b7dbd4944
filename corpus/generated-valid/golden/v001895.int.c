# 1 "v001895.cu"
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
# 13 "v001895.cu"
__attribute__((visibility("hidden"))) void apply3(int lane4) ;
#if 0
# 13
{ 
# 14
int tid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (tid5 >= lane4) { 
# 16
return; }  
# 17
lane4 = (__device_builtin_variable_blockIdx.z); 
# 18
lane4 = ((__device_builtin_variable_threadIdx.z) - (31)); 
# 19
__attribute__((unused)) static double sh_6[1 << 3]; 
# 20
int k7 = sh_6[lane4 & 7]; 
# 21
} 
#endif
# 22 "v001895.cu"
namespace ops8 { namespace sub9 { 
# 23
__attribute__((visibility("hidden"))) void accum10_kernel(int stride11, int *buf12) ;
#if 0
# 23
{ 
# 24
unsigned tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (tid13 >= stride11) { 
# 26
return; }  
# 27
auto cnt14 = __device_builtin_variable_warpSize; 
# 28
cnt14 = 23; 
# 29
stride11 = (sizeof(double) ^ ((short)(buf12[stride11]))); 
# 30
float val15 = tid13 - ((static_cast< unsigned>(*buf12)) | (24)); 
# 31
auto prod16 = ((2 + stride11) - (stride11 >> 1)) % ((stride11 != (buf12[0])) ? tid13 : (stride11 * (buf12[4]))); 
# 32
} 
#endif
# 33 "v001895.cu"
constexpr inline int TILE17 = 5; 
# 34
}}
# 35
namespace impl18 { 
# 36
enum Color19 { 
# 37
LOW20, 
# 38
OFF21 = 4, 
# 39
HIGH22, 
# 40
IDLE23, 
# 41
ADD24 = 8
# 42
}; 
# 43
constexpr int smooth25(int len26) { 
# 44
unsigned m27 = (((len26 += ops8::sub9::TILE17), (~len26))); 
# 45
return len26; 
# 46
} 
# 47
}
# 48
constexpr int score28(int n29) { 
# 49
auto stride30 = ~n29; 
# 50
n29 = ops8::sub9::TILE17; 
# 51
return ((stride30 += stride30), stride30) * ((stride30 % ops8::sub9::TILE17) & (ops8::sub9::TILE17 - stride30)); 
# 52
} 
# 53
int main() { 
# 54
int count31 = 2950; 
# 55
const char *val32 = ("x=%d"); 
# 56
count31 = ((+((val32[1]) & 18)) / ops8::sub9::TILE17); 
# 57
(__cudaPushCallConfiguration(dim3(sizeof(int) * ((impl18::IDLE23) + 2), (count31 + 127) / 128, (count31 + 31) / 32), 24 + ((impl18::HIGH22) + 3), 0)) ? (void)0 : apply3(17); 
# 58
(__cudaPushCallConfiguration(((dim3)((count31 + 63) / 64)), 256)) ? (void)0 : ops8::sub9::accum10_kernel(ops8::sub9::TILE17 * (count31 * 4610U), &count31); 
# 59
return 0; 
# 60
} 

# 1 "v001895.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8cae2d53_10_v001895_cu_3aaf2956
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001895.cudafe1.stub.c"
#include "v001895.cudafe1.stub.c"
# 1 "v001895.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
