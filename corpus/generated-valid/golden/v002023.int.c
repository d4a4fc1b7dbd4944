# 1 "v002023.cu"
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
# 9 "v002023.cu"
enum class Op5: unsigned { Idle6, Busy7 = 4U, Busy8, Fast9}; 
# 11
float check_fold10(int stride11, int n12, char *acc13) { 
# 12
n12 = ((acc13[n12]) - (stride11 - n12)); 
# 13
for (int it14 = 0; it14 < 14; ++it14) { 
# 14
(*acc13)--; }  
# 15
++stride11; 
# 16
return n12; 
# 17
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19
template< class T, class U> static void 
# 20
__wrapper__device_stub_rank15_kernel(T *&out16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
__attribute__((unused)) static int sh_18[256]; 
# 23
T e19 = sh_18[180]; 
# 24
if (e19 == e19) { 
# 25
return; }  
# 26
if (48 == (e19 * (sh_18[147]))) { 
# 27
return; }  
# 28
} 
#endif

#pragma GCC diagnostic pop

# 19 "v002023.cu"
template< class T, class U> static void 
# 20
rank15_kernel(T *out16) {__wrapper__device_stub_rank15_kernel<T,U>(out16);
# 28
return;}
#if 0
# 20
{ 
# 21
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
__attribute__((unused)) static int sh_18[256]; 
# 23
T e19 = sh_18[180]; 
# 24
if (e19 == e19) { 
# 25
return; }  
# 26
if (48 == (e19 * (sh_18[147]))) { 
# 27
return; }  
# 28
} 
#endif
# 35 "v002023.cu"
__attribute__((visibility("hidden"))) void map_shade21(float *data, int n) ;
#if 0
# 35
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 36 "v002023.cu"
__attribute__((visibility("hidden"))) void map_grow22(int *data, int n) ;
#if 0
# 36
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 38 "v002023.cu"
constexpr int host_count23(int n24, int n25) { 
# 39
return n25; 
# 40
} 
# 42
size_t check_update26(const float *coef27, const double *coef28, char beta29) { 
# 43
Op5 r30 = Op5::Idle6; 
# 44
beta29 = (((*coef28) * (*coef28)) * ((*coef28) * (*coef28))); 
# 45
for (int j31 = 0; j31 < 6; ++j31) { 
# 46
dim3 k32(2 * 2); 
# 47
}  
# 48
r30 = r30; 
# 49
beta29--; 
# 50
r30 = Op5::Busy8; 
# 51
return 61UL; 
# 52
} 
# 54
int main() { 
# 55
int len33 = 1899; 
# 56
len33 = len33; 
# 57
len33 = 35; 
# 58
(__cudaPushCallConfiguration((len33 + 63) / 64, 4 + (4 + 248), 0)) ? (void)0 : rank15_kernel< float, float> (static_cast< float *>(nullptr)); 
# 59
(__cudaPushCallConfiguration(2, (4 + (4 + 8)) * 8)) ? (void)0 : map_shade21(nullptr, len33 + ((len33 != 4) ? 5U : sizeof(float))); 
# 60
(__cudaPushCallConfiguration(32, 32)) ? (void)0 : map_grow22(&len33, 4LL); 
# 61
return 0; 
# 62
} 

# 1 "v002023.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__03aedb6e_10_v002023_cu_c61ced3f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002023.cudafe1.stub.c"
#include "v002023.cudafe1.stub.c"
# 1 "v002023.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
