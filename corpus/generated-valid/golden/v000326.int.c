# 1 "v000326.cu"
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
# 21 "v000326.cu"
static int c_sweep8; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23
template< class T, class U> static void 
# 24
__wrapper__device_stub_gather9(T &q10, int &lane11, long *__restrict__ &out12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
if (auto s13 = c_sweep8; s13 != (((size_t)lane11) * ((*out12) * (19)))) { 
# 27
float acc14 = c_sweep8; 
# 28
}  
# 29
U u15 = c_sweep8; 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 23 "v000326.cu"
template< class T, class U> static void 
# 24
gather9(T q10, int lane11, long *__restrict__ out12) 
# 25
{__wrapper__device_stub_gather9<T,U>(q10,lane11,out12);
# 30
return;}
#if 0
# 25
{ 
# 26
if (auto s13 = c_sweep8; s13 != (((size_t)lane11) * ((*out12) * (19)))) { 
# 27
float acc14 = c_sweep8; 
# 28
}  
# 29
U u15 = c_sweep8; 
# 30
} 
#endif
# 31 "v000326.cu"
typedef float real16_t; 
# 33
int rank17(unsigned beta18, const real16_t *src19, unsigned short beta20) 
# 34
{ 
# 35
beta20--; 
# 36
constexpr unsigned y21 = (45); 
# 37
if (int lim22 = ((y21 + (src19[4])) + (32 + beta20)) + (y21 & ((short)(*src19))); ((lim22 - lim22) - 16U) != y21) { 
# 38
if ((*src19) > beta18) { 
# 39
return *src19; 
# 40
}  
# 41
}  
# 42
beta20 ^= 45L; 
# 43
float prod23 = +((beta20 + y21) & y21); 
# 44
float h24 = (sizeof(int)); 
# 45
return (50) - h24; 
# 46
} 
# 48
int main() 
# 49
{ 
# 50
int size25 = 1893; 
# 51
real16_t tmp26 = size25; 
# 52
size25 <<= (size25 - 19); 
# 53
size25 = 48; 
# 54
int e27 = (sizeof(real16_t)); 
# 55
(__cudaPushCallConfiguration((size25 + 255) / 256, 128 * 2, 32 + 4064)) ? (void)0 : gather9< unsigned, long> ((2 * e27) + (e27 * e27), 3844ULL, nullptr); 
# 56
return 0; 
# 57
} 

# 1 "v000326.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__257b48db_10_v000326_cu_c_sweep8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000326.cudafe1.stub.c"
#include "v000326.cudafe1.stub.c"
# 1 "v000326.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
