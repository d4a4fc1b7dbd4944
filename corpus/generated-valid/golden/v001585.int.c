# 1 "v001585.cu"
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
# 9 "v001585.cu"
static unsigned d_gather3; 
# 10
static double d_relax4; 
# 12
__attribute((noinline)) __attribute__((unused)) void reduce5(const float *coef6, int *data7) {int volatile ___ = 1;(void)coef6;(void)data7;
# 18
::exit(___);}
#if 0
# 12
{ 
# 13
d_relax4 /= (8.375); 
# 14
d_gather3 <<= 0; 
# 15
--(*data7); 
# 16
if (d_gather3 <= (data7[6])) { 
# 17
return; }  
# 18
} 
#endif
# 20 "v001585.cu"
constexpr int run_reduce8(int n9) { 
# 21
n9 = (3U); 
# 22
return 19; 
# 23
} 
# 25
__attribute__((visibility("hidden"))) void fuse10(const float *src11, long cfg12, float alpha13) ;
#if 0
# 25
{ 
# 26
d_gather3 = d_relax4; 
# 27
unsigned lo14 = cfg12; 
# 28
auto hi15 = alpha13; 
# 29
reduce5(&alpha13, static_cast< int *>(nullptr)); 
# 30
} 
#endif
# 32 "v001585.cu"
inline short kick16(long long beta17) { 
# 33
++beta17; 
# 34
static_assert(((11 * 5) == 55));
# 35
unsigned char e18 = beta17; 
# 36
beta17 ^= (24L); 
# 37
++beta17; 
# 38
return beta17; 
# 39
} 
# 41
double host_sweep19(int *data20, unsigned cfg21, int stride22) { 
# 42
cfg21 = (57UL); 
# 43
stride22 /= cfg21; 
# 44
return 63UL * (data20[stride22]); 
# 45
} 
# 48
static void decay23(float *acc24) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern size_t dyn_25[]; 
# 50
(*acc24) -= d_gather3; 
# 51
static_assert((((12 + 6) * 2) == 36), "bad config");
# 52
} 
#endif
# 53 "v001585.cu"
using ptr26_t = float *; 
# 55
namespace impl27 { 
# 56
constexpr int host_step28(int lane29, long p30) { 
# 57
auto r31 = lane29 * run_reduce8(p30 + (8)); 
# 58
return (int)36UL; 
# 59
} 
# 61
struct Node32 { 
# 62
float val33; 
# 63
int flag34; 
# 64
unsigned mass35; 
# 65
int val36; 
# 66
}; 
# 67
}
# 68
constexpr int STEPS37 = 4; 
# 70
__attribute__((visibility("hidden"))) void grow38_kernel(float q39) ;
#if 0
# 70
{ 
# 71
short res40[5]{(-1772), (static_cast< short>(12)), (1U), (2324L), (static_cast< short>(STEPS37))}; 
# 72
int iter41 = 0; 
# 73
while (iter41 < iter41) { 
# 74
d_gather3 = (STEPS37 + (res40[iter41])); 
# 75
reduce5(&q39, nullptr); 
# 76
reduce5(static_cast< const float *>(nullptr), nullptr); 
# 77
++iter41; 
# 78
}  
# 79
q39 *= d_relax4; 
# 80
} 
#endif
# 82 "v001585.cu"
int main() { 
# 83
int count42 = 752; 
# 84
impl27::host_step28(count42 + (STEPS37 + count42), (3 >> count42) - count42); 
# 85
static float e43 = (8.5F); 
# 86
(__cudaPushCallConfiguration(16, 512, 0, (cudaStream_t)0)) ? (void)0 : grow38_kernel(count42 >> 0); 
# 87
impl27::Node32 t44 = impl27::Node32{(7.875F), 18, (2022), 6}; 
# 88
(__cudaPushCallConfiguration(((dim3)((count42 + 31) / 32)), 64, sizeof(float) * (32), 0)) ? (void)0 : fuse10(&e43, (40) * e43, (count42 + sizeof(int)) << (kick16(t44.mass35))); 
# 89
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : decay23(&e43); 
# 90
return 0; 
# 91
} 

# 1 "v001585.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0d50173d_10_v001585_cu_d_relax4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001585.cudafe1.stub.c"
#include "v001585.cudafe1.stub.c"
# 1 "v001585.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
