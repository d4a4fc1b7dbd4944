# 1 "v001820.cu"
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
# 9 "v001820.cu"
__attribute__((visibility("hidden"))) void reduce4(float *__restrict__ acc5, char cfg6, double *__restrict__ data7) ;
#if 0
# 9
{ 
# 10
int v8 = (int)(cfg6 << ((short)5UL)); 
# 11
cfg6++; 
# 12
for (int it9 = 0, j10 = 6; it9 < j10; (++it9), (--j10)) { 
# 13
long long k11 = v8; 
# 14
(data7[cfg6 & 7])--; 
# 15
}  
# 16
__attribute__((unused)) static float sh_12[12][13]; 
# 17
} 
#endif
# 18 "v001820.cu"
typedef float real13_t; 
# 19
static constexpr int BLOCK14 = ((32 * 4) * 2); 
# 21
__attribute__((visibility("hidden"))) void smooth15_kernel(short b16) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern int dyn_17[]; 
# 23
unsigned long long q18 = ('\''); 
# 24
q18 = (static_cast< char>((dyn_17[0]) * BLOCK14)); 
# 25
q18 = (static_cast< int>(b16)); 
# 26
} 
#endif
# 28 "v001820.cu"
float check_rank19(unsigned short cfg20) { 
# 29
cfg20 = (-((signed char)(cfg20 - cfg20))); 
# 30
cfg20 = ((BLOCK14 ^ (cfg20 * cfg20)) / (cfg20 & __alignof__(char))); 
# 31
(__cudaPushCallConfiguration(dim3(sizeof(int) * (2), 1 << 2, sizeof(float)), 1 << 8, sizeof(unsigned) * (BLOCK14 + 768))) ? (void)0 : reduce4((real13_t *)nullptr, cfg20 * 127, nullptr); 
# 32
cfg20 &= (cfg20 & BLOCK14); 
# 33
cfg20 -= cfg20; 
# 34
dim3 cnt21(8, BLOCK14 + BLOCK14); 
# 35
return 9 ^ cfg20; 
# 36
} 
# 38
int main() { 
# 39
int size22 = 3279; 
# 40
auto h23 = 6UL & size22; 
# 41
if (h23 <= (55)) { 
# 42
return check_rank19(51); 
# 43
}  
# 44
const int val24 = ('A'); 
# 45
check_rank19(static_cast< int>(BLOCK14)); 
# 46
const size_t z25 = check_rank19(BLOCK14 + size22); 
# 47
(__cudaPushCallConfiguration((h23 + (31)) / (32), 1 << 9)) ? (void)0 : smooth15_kernel(z25); 
# 48
return 0; 
# 49
} 

# 1 "v001820.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cca0ec70_10_v001820_cu_8d94b261
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001820.cudafe1.stub.c"
#include "v001820.cudafe1.stub.c"
# 1 "v001820.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
