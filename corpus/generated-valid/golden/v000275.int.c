# 1 "v000275.cu"
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
# 12 "v000275.cu"
__attribute__((visibility("hidden"))) void gather4(float *acc5) ;
#if 0
# 12
{ 
# 13
(*acc5) = (__device_builtin_variable_blockIdx.y); 
# 14
if ((*acc5) > (sizeof(float))) { 
# 15
return; 
# 16
}  
# 17
} 
#endif
# 18 "v000275.cu"
__attribute__((visibility("hidden"))) void gather6(int stride7, int len8, float beta9) ;
#if 0
# 18
{ 
# 19
beta9 = (4170); 
# 20
--len8; 
# 21
} 
#endif
# 22 "v000275.cu"
void run_tile10(unsigned short alpha11) { 
# 23
alpha11 = (('a') + (alpha11 - 12)); 
# 24
if (alpha11 <= alpha11) { 
# 25
return; 
# 26
}  
# 27
int q12 = 1; 
# 28
alpha11++; 
# 29
} 
# 30
__attribute__((visibility("hidden"))) void rank13_kernel(const int *in14) ;
#if 0
# 30
{ 
# 31
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
int x16 = (52UL); 
# 33
x16 = (__device_builtin_variable_threadIdx.z); 
# 34
x16 = x16; 
# 35
auto acc17 = (x16 + 15) <= (-tid15); 
# 36
} 
#endif
# 37 "v000275.cu"
double run_decay18(int n19, int stride20) { 
# 38
if ((static_cast< unsigned>(n19)) >= (25UL * stride20)) { 
# 39
int val21 = stride20; 
# 40
unsigned off22[7] = {(44), static_cast< unsigned>(val21), (30), (17), (47), ((unsigned)(static_cast< char>(47UL))), (17)}; 
# 41
--n19; 
# 42
}  
# 43
stride20--; 
# 44
return n19; 
# 45
} 
# 46
int main() { 
# 47
int len23 = 2455; 
# 48
len23 = (((len23 + ((len23 + len23) + len23)) != ((len23 + len23) + 7)) ? len23 : ((15 * len23) - len23)); 
# 49
run_decay18(len23, -77); 
# 50
if ((len23 - len23) >= 15) { 
# 51
return ((len23 += 41L), 44L); 
# 52
}  
# 53
len23 = (run_decay18(static_cast< unsigned>(len23), 61UL) / (len23 ^ (len23 % len23))); 
# 54
(__cudaPushCallConfiguration(dim3((len23 + 255) / 256, (len23 + 127) / 128), 15 + (15 + 34))) ? (void)0 : gather4((float *)nullptr); 
# 55
(__cudaPushCallConfiguration(dim3((len23 + 255) / 256, (len23 + 255) / 256), 15 + 241)) ? (void)0 : gather6(run_decay18(len23, len23 - 15), run_decay18(62, sizeof(unsigned)) * (40U - len23), len23 + run_decay18(15, -1334)); 
# 56
(__cudaPushCallConfiguration(4 * 2, 64 * 2)) ? (void)0 : rank13_kernel((const int *)nullptr); 
# 57
return 0; 
# 58
} 

# 1 "v000275.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3472bbe0_10_v000275_cu_502b6eeb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000275.cudafe1.stub.c"
#include "v000275.cudafe1.stub.c"
# 1 "v000275.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
