# 1 "v000564.cu"
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
# 20 "v000564.cu"
constexpr unsigned BLOCK6 = (8); 
# 22
extern "C" {
# 23
__attribute__((visibility("hidden"))) void stencil7(int len8, float *dst9) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern char dyn_10[]; 
# 25
unsigned tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (tid11 >= len8) { 
# 27
return; }  
# 28
int val12 = *dst9; 
# 29
if (!(BLOCK6 < (__device_builtin_variable_blockIdx.x))) { 
# 30
return; }  
# 31
val12--; 
# 32
constexpr float res13 = (-8); 
# 33
val12 = res13; 
# 34
} 
#endif
# 35 "v000564.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T> static void 
# 39
__wrapper__device_stub_merge14_kernel(const T *&src15, float &p16, unsigned *&out17, int &stride18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
unsigned gid19 = __device_builtin_variable_threadIdx.x; 
# 41
stride18 = gid19; 
# 42
size_t t20{(size_t)p16}; 
# 43
auto s21 = 13 + ((out17[t20]) / (*src15)); 
# 44
T hi22 = (out17[5]) + (4); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 38 "v000564.cu"
template< class T> static void 
# 39
merge14_kernel(const T *src15, float p16, unsigned *out17, int stride18) {__wrapper__device_stub_merge14_kernel<T>(src15,p16,out17,stride18);
# 45
return;}
#if 0
# 39
{ 
# 40
unsigned gid19 = __device_builtin_variable_threadIdx.x; 
# 41
stride18 = gid19; 
# 42
size_t t20{(size_t)p16}; 
# 43
auto s21 = 13 + ((out17[t20]) / (*src15)); 
# 44
T hi22 = (out17[5]) + (4); 
# 45
} 
#endif
# 52 "v000564.cu"
__attribute__((visibility("hidden"))) void map_scatter24(unsigned *data, int n) ;
#if 0
# 52
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 53 "v000564.cu"
enum class Axis25 { On26 = 1, Slow27 = 4, Slow28}; 
# 55
template< class T> 
# 56
struct Particle29 { 
# 57
T w30; 
# 58
int z31; 
# 59
float x32; 
# 60
}; 
# 61
constexpr int LANES33 = (2 * 4); 
# 63
int main() { 
# 64
int count34 = 100; 
# 65
count34 = (44 - count34); 
# 66
if ((count34 * 55) > LANES33) { 
# 67
return 12; }  
# 68
long long res35 = -(static_cast< double>(21 / count34)); 
# 69
(__cudaPushCallConfiguration((count34 + 31) / 32, 13 + (13 + (13 + (13 + 76))))) ? (void)0 : stencil7((static_cast< int>(res35)) * 3104, nullptr); 
# 70
(__cudaPushCallConfiguration(dim3(BLOCK6 + (30 + (13 + (30 + 175))), (count34 + 127) / 128, 16), 32)) ? (void)0 : merge14_kernel< float> (nullptr, BLOCK6 + count34, nullptr, LANES33); 
# 71
(__cudaPushCallConfiguration((count34 + 63) / 64, LANES33 + ((13) + ((30) + (BLOCK6 + (BLOCK6 + (13 + 48))))))) ? (void)0 : map_scatter24(static_cast< unsigned *>(nullptr), count34); 
# 72
return 0; 
# 73
} 

# 1 "v000564.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__acabc58d_10_v000564_cu_stencil7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000564.cudafe1.stub.c"
#include "v000564.cudafe1.stub.c"
# 1 "v000564.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
