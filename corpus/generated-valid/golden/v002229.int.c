# 1 "v002229.cu"
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
# 6 "v002229.cu"
using real2_t = float; 
# 8
__attribute__((visibility("hidden"))) void split3_kernel(int lane4, int count5, long *out6) ;
#if 0
# 9
{ 
# 10
lane4 = (-(+(lane4 - count5))); 
# 11
if ((out6[lane4]) >= (*out6)) { 
# 12
return; }  
# 13
} 
#endif
# 16 "v002229.cu"
__attribute__((visibility("hidden"))) void accum7_kernel(double alpha8, const int *__restrict__ src9) ;
#if 0
# 17
{ 
# 18
alpha8 -= (((5.5F) - (src9[6])) / (59)); 
# 19
int idx10 = src9[2]; 
# 20
bool w11 = ((alpha8 + (src9[2])) + (0 - (*src9))) + (((src9[5]) - 0) * (alpha8 / (1))); 
# 21
auto stride12 = 25; 
# 22
} 
#endif
# 24 "v002229.cu"
__attribute__((visibility("hidden"))) void step13_kernel(int count14, real2_t p15) ;
#if 0
# 25
{ 
# 26
count14 >>= (((count14 * sizeof(int)) | (5)) + __alignof__(int)); 
# 27
real2_t q16 = (6.875F); 
# 28
__attribute__((unused)) static real2_t sh_17; 
# 29
q16 = q16; 
# 30
q16 = p15; 
# 31
float flag18 = (41); 
# 32
sh_17 = (7 << count14); 
# 33
} 
#endif
# 35 "v002229.cu"
namespace util19 { namespace inner20 { 
# 36
static real2_t c_warp21; 
# 37
}}
# 38
static double d_scatter22; 
# 40
namespace _GLOBAL__N__21db9a01_10_v002229_cu_85af8da0 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__21db9a01_10_v002229_cu_85af8da0; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__21db9a01_10_v002229_cu_85af8da0 __attribute__((visibility("hidden")))  { 
# 41
void rank23(char *data24, int *__restrict__ acc25, long p26) ;
#if 0
# 42
{ 
# 43
auto y27 = (-(data24[7])) + 34; 
# 44
if (p26 == (*data24)) { 
# 45
return; }  
# 46
auto diff28 = sizeof(int); 
# 47
__attribute__((unused)) static int sh_29[sizeof(unsigned) * (2)]; 
# 48
} 
#endif
# 49 "v002229.cu"
}
# 51
static void clamp30(int *__restrict__ data31, real2_t *acc32) 
# 52
{ 
# 53
(data31[5]) &= ((data31[3]) & (data31[0])); 
# 54
int val33 = acc32[5]; 
# 55
(acc32[val33]) += (*acc32); 
# 56
double off34 = (11.5F) / (*acc32); 
# 57
} 
# 59
int main() 
# 60
{ 
# 61
int count35 = 3843; 
# 62
int iter36 = 0; 
# 63
while (iter36 < 13) { 
# 64
cudaStream_t res37 = (0); 
# 65
(__cudaPushCallConfiguration(2, 64 * 8, sizeof(float) * (64), res37)) ? (void)0 : rank23((char *)nullptr, (int *)nullptr, (19 * count35) - iter36); 
# 66
double flag38 = iter36; 
# 67
++iter36; 
# 68
}  
# 69
auto lim39 = (-(1.25F)); 
# 70
count35 = count35; 
# 71
(__cudaPushCallConfiguration(sizeof(int) * (16), 128 * 2, 0, nullptr)) ? (void)0 : split3_kernel(count35, 0, (long *)nullptr); 
# 72
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), 16 * 8, 128 * 2, (cudaStream_t)0)) ? (void)0 : accum7_kernel(lim39, nullptr); 
# 73
(__cudaPushCallConfiguration(32, 64 * 2)) ? (void)0 : step13_kernel(24UL, (7.625F)); 
# 74
return 0; 
# 75
} 

# 1 "v002229.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__21db9a01_10_v002229_cu_85af8da0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002229.cudafe1.stub.c"
#include "v002229.cudafe1.stub.c"
# 1 "v002229.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
