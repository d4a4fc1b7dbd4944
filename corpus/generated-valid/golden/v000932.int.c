# 1 "v000932.cu"
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
# 7 "v000932.cu"
enum class Level3 { 
# 8
Add4, 
# 9
Off5, 
# 10
Fast6, 
# 11
Red7, 
# 12
Low8
# 13
}; 
# 15
__attribute__((visibility("hidden"))) void march9_kernel(signed char *buf10, int len11, int len12, long *__restrict__ buf13) ;
#if 0
# 15
{ 
# 16
if (16U <= __device_builtin_variable_warpSize) { 
# 17
return; }  
# 18
(buf13[__device_builtin_variable_threadIdx.x]) = (len12 - len12); 
# 19
short res14 = ((__device_builtin_variable_threadIdx.z) + (len12 + 59)) * ((__device_builtin_variable_threadIdx.z) + (len12 + 59)); 
# 20
len12 %= (buf10[1]); 
# 21
} 
#endif
# 22 "v000932.cu"
typedef Level3 kind15_t; 
# 24
__attribute__((visibility("hidden"))) void probe16_kernel(int *__restrict__ out17, int count18) ;
#if 0
# 24
{ 
# 25
unsigned idx19 = __device_builtin_variable_threadIdx.x; 
# 26
if (idx19 >= count18) { 
# 27
return; }  
# 28
static_assert((35 > 34), "expected value");
# 29
static_assert((57 > 56), "expected value");
# 30
} 
#endif
# 32 "v000932.cu"
__attribute__((visibility("hidden"))) void step20(long *__restrict__ data21) ;
#if 0
# 32
{ 
# 33
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
(data21[4]) *= tid22; 
# 35
size_t e23{(1744)}; 
# 36
} 
#endif
# 38 "v000932.cu"
__attribute__((visibility("hidden"))) void weigh24(const int *__restrict__ src25, const int *src26) ;
#if 0
# 38
{ 
# 39
int i27 = __device_builtin_variable_threadIdx.x; 
# 40
static_assert((sizeof(int) == (4)), "expected value");
# 41
static_assert((sizeof(int) == (4)));
# 42
} 
#endif
# 44 "v000932.cu"
constexpr int run_sweep28(int count29) { 
# 45
float flag30 = (14.25F) * (count29 + 4089); 
# 46
return count29; 
# 47
} 
# 48
enum class Kind31 { Green32, Idle33}; 
# 50
__attribute__((visibility("hidden"))) void smooth34(int len35, double *out36, float *acc37) ;
#if 0
# 50
{ 
# 51
unsigned idx38 = __device_builtin_variable_threadIdx.x; 
# 52
if (idx38 >= len35) { 
# 53
return; }  
# 54
(*acc37) += (acc37[7]); 
# 55
int w39 = 0; 
# 56
while (w39 < len35) { 
# 57
const int w40 = (30L); 
# 58
(acc37[len35]) -= ((*out36) * (*out36)); 
# 59
++w39; 
# 60
}  
# 61
const float u41 = w39; 
# 62
} 
#endif
# 63 "v000932.cu"
static float d_grow42; 
# 65
template< class T, int N> float 
# 66
accum43(T *__restrict__ buf44) { 
# 67
T r45((static_cast< long>(buf44[4])) ? N : (static_cast< float>(N))); 
# 68
if (2 < (+(*buf44))) { 
# 69
return (*buf44) * (buf44[1]); }  
# 70
T q46 = ((-r45) * (-r45)); 
# 71
return (r45 * r45); 
# 72
} 
# 74
int main() { 
# 75
int size47 = 3516; 
# 76
{ 
# 77
if ((size47 * size47) == 4) { 
# 78
return size47; }  
# 79
size47 += ((int)size47); 
# 80
} 
# 81
if ((size47 > size47) || (size47 >= size47)) { 
# 82
return size47; }  
# 83
(__cudaPushCallConfiguration(32, 64, sizeof(int) * (128), nullptr)) ? (void)0 : weigh24(static_cast< const int *>(nullptr), nullptr); 
# 84
size47 ^= size47; 
# 85
(__cudaPushCallConfiguration(128, 64, 0, nullptr)) ? (void)0 : march9_kernel(nullptr, size47, size47, (long *)nullptr); 
# 86
(__cudaPushCallConfiguration(dim3((size47 + 63) / 64, 128), dim3(8, (size47 + 63) / 64, 8), sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : probe16_kernel(nullptr, size47); 
# 87
(__cudaPushCallConfiguration(8, dim3(128, 2, (size47 + 31) / 32), 0, (cudaStream_t)0)) ? (void)0 : step20(nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v000932.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__36e2d55a_10_v000932_cu_2d2d3cf5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000932.cudafe1.stub.c"
#include "v000932.cudafe1.stub.c"
# 1 "v000932.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
