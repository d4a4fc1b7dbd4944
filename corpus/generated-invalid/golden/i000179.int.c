# 1 "i000179.cu"
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
# 14 "i000179.cu"
static void scale6_kernel(int len7, const int *input8, bool beta9, int *out10) ;
#if 0
# 14
{ 
# 15
unsigned cnt11{static_cast< unsigned>(((30) * (len7 / 3185LL)) + (beta9 + ((int)beta9)))}; 
# 16
if ((*out10) + (*out10)) { 
# 17
unsigned r12 = (42); 
# 18
(out10[2]) = (((int)(((out10[cnt11]) += 8), r12)) - (729 << cnt11)); 
# 19
++cnt11; 
# 20
}  
# 21
cnt11 += (((static_cast< int>(*out10)) * 13) - ((len7 * 64) + 53ULL)); 
# 22
int s13 = out10[4]; 
# 23
} 
#endif
# 25 "i000179.cu"
namespace ops14 { namespace sub15 { 
# 26
__attribute__((visibility("hidden"))) void smooth16_kernel(long *out17, signed char *dst18, const unsigned *__restrict__ src19) ;
#if 0
# 26
{ 
# 27
int flag20 = src19[4]; 
# 28
if (flag20 >> 5) { 
# 29
return; 
# 30
}  
# 31
} 
#endif
# 32 "i000179.cu"
enum Level21 { GREEN22, BLUE23 = 3}; 
# 33
}}
# 35
struct __attribute((aligned(16))) Particle24 { 
# 36
int id25; 
# 37
long long id26; 
# 38
int z27; 
# 39
void total28(int y29) { 
# 40
(id25) |= (((((51 < (id25)) ? ops14::sub15::BLUE23 : y29) % ((id26) ? 1 : 6)) != ((id26) + (64))) ? ops14::sub15::BLUE23 : ((((id25) >= y29) ? 19UL : (58)) >> (z27))); 
# 41
} 
# 42
}; 
# 44
int host_accum30(ops14::sub15::Level21 p31, float cfg32) { 
# 45
float m33 = cfg32; 
# 46
(__cudaPushCallConfiguration(dim3(1 << 3, sizeof(unsigned) * (32), sizeof(float) * ((ops14::sub15::BLUE23) + ((ops14::sub15::BLUE23) + ((ops14::sub15::BLUE23) + 7)))), sizeof(int) * (64 + 64), sizeof(float) * (32))) ? (void)0 : scale6_kernel(((m33 + m33) <= (64)) ? p31 : 21UL, nullptr, m33, static_cast< int *>(nullptr)); 
# 47
(__cudaPushCallConfiguration(((dim3)(32)), ((dim3)(2)), 1 << 8)) ? (void)0 : ops14::sub15::smooth16_kernel(nullptr, static_cast< signed char *>(nullptr), nullptr); 
# 48
cfg32--; 
# 49
p31 = p31; 
# 50
cudaStream_t diff34 = ((cudaStream_t)0); 
# 51
return (unsigned)m33; 
# 52
} 
# 53
__attribute((shared)) int misplaced_fn37() 
# 54
{ 
# 55
return 1; 
# 56
} 
# 58
int main() { 
# 59
int n35 = 2010; 
# 60
n35 = ((((n35 > n35) ? n35 : 256) - (n35 & 15)) + (static_cast< unsigned>(n35))); 
# 61
(__cudaPushCallConfiguration((n35 + 127) / 128, ((ops14::sub15::BLUE23) + 1) * ((ops14::sub15::BLUE23) + 13), 0)) ? (void)0 : scale6_kernel(static_cast< int>(n35 & 15), nullptr, n35, &n35); 
# 62
const int stride36 = (25) - ((n35 * n35) ? 56U : __alignof__(float)); 
# 63
return 0; 
# 64
} 

# 1 "i000179.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2e95ac93_10_i000179_cu_eb49bd50
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000179.cudafe1.stub.c"
#include "i000179.cudafe1.stub.c"
# 1 "i000179.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
