# 1 "v000245.cu"
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
# 13 "v000245.cu"
static float d_smooth7; 
# 14
enum Level8: unsigned { BLUE9 = 1U, MUL10, FAST11}; 
# 15
static_assert((sizeof(int) == (4)), "size check");
# 17
__attribute__((visibility("hidden"))) void shade12(unsigned *buf13) ;
#if 0
# 18
{ 
# 19
d_smooth7 = ((__device_builtin_variable_blockDim.y) * (18.125F)); 
# 20
(buf13[7]) = ((buf13[6]) % (8)); 
# 21
d_smooth7 = ((14.625F) - (buf13[__device_builtin_variable_gridDim.z])); 
# 22
int hi14 = ('#'); 
# 23
Level8 diff15 = FAST11; 
# 24
} 
#endif
# 25 "v000245.cu"
using idx16_t = int; 
# 27
constexpr idx16_t bias17(idx16_t len18) 
# 28
{ 
# 29
auto mid19 = (('A') * len18) / ((len18 & 15) + 428); 
# 30
return sizeof(float); 
# 31
} 
# 33
__attribute__((visibility("hidden"))) void blend20(const unsigned long *__restrict__ in21, idx16_t n22, int *data23) ;
#if 0
# 34
{ 
# 35
d_smooth7 = (__device_builtin_variable_blockIdx.y); 
# 36
double *off24 = reinterpret_cast< double *>(data23); 
# 37
} 
#endif
# 40 "v000245.cu"
__attribute__((visibility("hidden"))) void drift25(idx16_t *acc26, unsigned *out27, const long *in28, int stride29) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern unsigned char dyn_30[]; 
# 43
const int idx31 = 38; 
# 44
(dyn_30[1]) = (21); 
# 45
d_smooth7 = ((out27[__device_builtin_variable_blockIdx.x]) | (4007)); 
# 46
(++stride29), (d_smooth7 = ((int)(out27[stride29]))); 
# 47
} 
#endif
# 49 "v000245.cu"
__attribute__((visibility("hidden"))) void spread32_kernel(idx16_t *dst33, long *out34, idx16_t count35, unsigned char b36) ;
#if 0
# 50
{ 
# 51
int f37 = out34[3]; 
# 52
if (f37 <= 25) { 
# 53
return; 
# 54
}  
# 55
(*out34) = (-3069); 
# 56
} 
#endif
# 58 "v000245.cu"
int main() 
# 59
{ 
# 60
int count38 = 3295; 
# 61
float hi39 = (15.125F); 
# 62
(__cudaPushCallConfiguration(sizeof(int) * (8), 128, 0)) ? (void)0 : drift25(nullptr, nullptr, (const long *)nullptr, hi39); 
# 63
unsigned tmp40 = count38 % 8; 
# 64
(__cudaPushCallConfiguration((tmp40 + (127)) / (128), (MUL10) + (126), sizeof(double) * (256), 0)) ? (void)0 : blend20((const unsigned long *)nullptr, count38 & 15, nullptr); 
# 65
(__cudaPushCallConfiguration((64) + ((FAST11) + (189)), 32, sizeof(int) * (64), nullptr)) ? (void)0 : shade12((unsigned *)nullptr); 
# 66
(__cudaPushCallConfiguration(((dim3)((tmp40 + (255)) / (256))), dim3((tmp40 + (31)) / (32), (FAST11) + (29)), 0)) ? (void)0 : spread32_kernel((idx16_t *)nullptr, nullptr, tmp40, (23UL - count38) * (count38 % tmp40)); 
# 67
return 0; 
# 68
} 

# 1 "v000245.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__73d2c130_10_v000245_cu_78f6d2e5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000245.cudafe1.stub.c"
#include "v000245.cudafe1.stub.c"
# 1 "v000245.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
