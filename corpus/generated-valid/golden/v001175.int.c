# 1 "v001175.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17 "v001175.cu"
template< class T, class U> static void 
# 18
__wrapper__device_stub_reduce7_kernel(U &p8, float *&buf9, int *&data10, float &cfg11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
unsigned idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (idx12 <= (62)) { 
# 21
return; 
# 22
}  
# 23
__attribute__((unused)) static float sh_13[16]; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 17 "v001175.cu"
template< class T, class U> static void 
# 18
reduce7_kernel(U p8, float *buf9, int *data10, float cfg11) {__wrapper__device_stub_reduce7_kernel<T,U>(p8,buf9,data10,cfg11);
# 24
return;}
#if 0
# 18
{ 
# 19
unsigned idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (idx12 <= (62)) { 
# 21
return; 
# 22
}  
# 23
__attribute__((unused)) static float sh_13[16]; 
# 24
} 
#endif
# 25 "v001175.cu"
enum class Mode14 { Slow15 = 3, Off16 = 5, High17 = 9, Off18}; 
# 27
__attribute__((visibility("hidden"))) void shade19_kernel(const float *in20) ;
#if 0
# 27
{ 
# 28
int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
__attribute__((unused)) static float sh_22[32]; 
# 30
} 
#endif
# 32 "v001175.cu"
float host_count23(double a24, Mode14 cfg25, int count26) { 
# 33
if (count26 >= 40) { 
# 34
return count26; 
# 35
}  
# 36
(__cudaPushCallConfiguration((count26 + 63) / 64, 26 + (26 + 460))) ? (void)0 : reduce7_kernel< long, unsigned> (count26, nullptr, &count26, (count26 % 58U) / (a24 * (38L))); 
# 37
count26++; 
# 38
for (int n27 = 3; n27 > 0; --n27) { 
# 39
cfg25 = Mode14::Slow15; 
# 40
}  
# 41
(__cudaPushCallConfiguration((count26 + 255) / 256, 4 + (4 + (4 + (26 + (4 + 22)))), 4096, (cudaStream_t)0)) ? (void)0 : shade19_kernel(static_cast< const float *>(nullptr)); 
# 42
(__cudaPushCallConfiguration((count26 + 31) / 32, (4 + 4) * 8)) ? (void)0 : shade19_kernel(nullptr); 
# 43
return ((count26 += a24), count26); 
# 44
} 
# 46
int main() { 
# 47
int size28 = 3993; 
# 48
size28 = ((size28 + (static_cast< int>(size28))) * size28); 
# 49
size28 %= (((unsigned)host_count23(sizeof(float), Mode14::Off18, 33)) - (4)); 
# 50
return 0; 
# 51
} 

# 1 "v001175.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1491c2fa_10_v001175_cu_ca0030ba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001175.cudafe1.stub.c"
#include "v001175.cudafe1.stub.c"
# 1 "v001175.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
