# 1 "v000751.cu"
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
# 14 "v000751.cu"
constexpr int LANES4 = 3; 
# 16
__attribute__((visibility("hidden"))) void apply5(int count6, int *buf7) ;
#if 0
# 16
{ 
# 17
unsigned idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if ((count6 + 32) <= count6) { 
# 19
goto done9; 
# 20
}  
# 21
if (idx8 >= count6) { 
# 22
return; 
# 23
}  
# 24
if ((!buf7) && ((__device_builtin_variable_gridDim.x) >= idx8)) { 
# 25
return; 
# 26
}  
# 27
(*buf7) += 35; 
# 28
done9:; ; 
# 29
} 
#endif
# 32 "v000751.cu"
__attribute__((unused)) inline void update10(const int *__restrict__ src11, float *out12, int len13) {int volatile ___ = 1;(void)src11;(void)out12;(void)len13;
# 46
::exit(___);}
#if 0
# 32
{ 
# 33
int m14(LANES4); 
# 34
short mid15 = (*src11) << ((__device_builtin_variable_blockIdx.z) * (__device_builtin_variable_threadIdx.x)); 
# 35
if (!((__device_builtin_variable_threadIdx.x) == len13)) { 
# 36
goto out17; 
# 37
}  
# 38
if ((__device_builtin_variable_threadIdx.y) || (!(src11 == (nullptr)))) { 
# 39
len13 = (sizeof(int) >> len13); 
# 40
} else { if (mid15 < ((*src11) - m14)) { 
# 41
__attribute__((unused)) static size_t sh_16; 
# 42
mid15 = ((((int)(out12[m14])) + sh_16) / len13); 
# 43
mid15 = (((long)(__device_builtin_variable_gridDim.x)) >> (16 >> (sh_16 - (7)))); 
# 44
}  }  
# 45
out17:; ; 
# 46
} 
#endif
# 49 "v000751.cu"
__attribute__((visibility("hidden"))) void rank18(double cfg19) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern float dyn_20[]; 
# 51
int tid21 = __device_builtin_variable_threadIdx.x; 
# 52
update10(nullptr, dyn_20, (__device_builtin_variable_warpSize % LANES4) << (tid21 * tid21)); 
# 53
{ 
# 54
(dyn_20[1])--; 
# 55
double lo22 = (61UL); 
# 56
} 
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "v000751.cu"
template< class T> static void 
# 60
__wrapper__device_stub_split23(T &cfg24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
int tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
unsigned val26 = (double)((static_cast< int>(tid25)) >> ((unsigned)LANES4)); 
# 63
val26 = (__device_builtin_variable_threadIdx.x); 
# 64
val26 = (+cfg24); 
# 65
} 
#endif

#pragma GCC diagnostic pop

# 59 "v000751.cu"
template< class T> static void 
# 60
split23(T cfg24) {__wrapper__device_stub_split23<T>(cfg24);
# 65
return;}
#if 0
# 60
{ 
# 61
int tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
unsigned val26 = (double)((static_cast< int>(tid25)) >> ((unsigned)LANES4)); 
# 63
val26 = (__device_builtin_variable_threadIdx.x); 
# 64
val26 = (+cfg24); 
# 65
} 
#endif
# 67 "v000751.cu"
int main() { 
# 68
int n27 = 2436; 
# 69
if (n27 != n27) { 
# 70
n27 <<= (n27 % LANES4); 
# 71
}  
# 72
int flag28 = LANES4; 
# 73
(__cudaPushCallConfiguration(16, 32 * (LANES4 + 1), 0, (cudaStream_t)0)) ? (void)0 : rank18(flag28); 
# 74
(__cudaPushCallConfiguration(32 + 96, 32, 0, (cudaStream_t)0)) ? (void)0 : apply5(LANES4 << flag28, nullptr); 
# 75
(__cudaPushCallConfiguration(32 + 480, 1 << 6, 0, nullptr)) ? (void)0 : split23< long> (flag28); 
# 76
return 0; 
# 77
} 

# 1 "v000751.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__911dee64_10_v000751_cu_4434919a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000751.cudafe1.stub.c"
#include "v000751.cudafe1.stub.c"
# 1 "v000751.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
