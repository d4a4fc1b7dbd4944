# 1 "i000771.cu"
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
# 14 "i000771.cu"
__attribute__((visibility("hidden"))) void update4(int lane5, double *__restrict__ out6, unsigned long *out7, double *__restrict__ buf8) ;
#if 0
# 14
{ 
# 15
(*out7)++; 
# 16
if ((out6[lane5]) >= (38)) { 
# 17
return; }  
# 18
bool hi9(*buf8); 
# 19
++(*out7); 
# 20
} 
#endif
# 21 "i000771.cu"
static unsigned long long c_stencil10; 
# 23
namespace math11 { 
# 24
unsigned long run_fold12(int count13) { 
# 25
int hi14 = count13; 
# 26
if (31 > (((hi14 > count13) ? hi14 : hi14) - (45 + hi14))) { 
# 27
if (constexpr unsigned short prod15 = (4606L); hi14 == (29U - hi14)) { 
# 28
hi14 = ((hi14 / 27) - (63 * count13)); 
# 29
hi14 = (prod15 * (-(hi14 + prod15))); 
# 30
}  
# 31
}  
# 32
return ((count13 += count13), (hi14 * ((count13 += (-1956)), hi14))); 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void reduce16_kernel(int lane17, const float *__restrict__ coef18) ;
#if 0
# 35
{ 
# 36
if ((__device_builtin_variable_blockDim.y) == lane17) { 
# 37
return; }  
# 38
lane17 = lane17; 
# 39
constexpr int mid19 = 0; 
# 40
if ((static_cast< float>(lane17)) != (3LL)) { 
# 41
goto finish21; 
# 42
}  
# 43
if (c_stencil10 <= (4)) { 
# 44
constexpr int h20 = 57; 
# 45
--lane17; 
# 46
lane17 = ((lane17 += c_stencil10), (-9L)); 
# 47
}  
# 48
finish21:; ; 
# 49
} 
#endif
# 50 "i000771.cu"
enum class Axis22 { Green23, Busy24, Idle25, On26}; 
# 51
}
# 52
static thread_local int tl_var30; 
# 54
int main() { 
# 55
int size27 = 1407; 
# 56
(__cudaPushCallConfiguration(8, 4 + (3 + 57), sizeof(float) * (128))) ? (void)0 : update4(size27, static_cast< double *>(nullptr), static_cast< size_t *>(nullptr), nullptr); 
# 57
math11::run_fold12(static_cast< long>(math11::run_fold12(1161ULL))); 
# 58
(__cudaPushCallConfiguration((size27 + 127) / 128, 64, 0, (cudaStream_t)0)) ? (void)0 : math11::reduce16_kernel((unsigned long long)size27, static_cast< const float *>(nullptr)); 
# 59
constexpr long long idx28 = (11); 
# 60
math11::Axis22 cnt29 = math11::Axis22::Green23; 
# 61
return 0; 
# 62
} 

# 1 "i000771.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d786761_10_i000771_cu_378324a0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000771.cudafe1.stub.c"
#include "i000771.cudafe1.stub.c"
# 1 "i000771.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
