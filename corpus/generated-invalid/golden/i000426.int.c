# 1 "i000426.cu"
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
# 27 "i000426.cu"
__attribute__((visibility("hidden"))) void march8_kernel(int len9) ;
#if 0
# 27
{ 
# 28
unsigned tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
float hi11 = tid10; 
# 30
hi11 = ((40) * ((__device_builtin_variable_blockDim.x) >> 3)); 
# 31
int q12((754U)); 
# 32
--hi11; 
# 33
q12--; 
# 34
hi11 = ((int)(-q12)); 
# 35
__attribute__((unused)) static float sh_13; 
# 36
} 
#endif
# 37 "i000426.cu"
enum class Axis14 { Green15, Mul16, Red17}; 
# 40
unsigned update18(int n19, int n20) { 
# 41
Axis14 m21 = Axis14::Green15; 
# 42
float s22 = n19; 
# 43
s22 = n20; 
# 44
n20--; 
# 45
--s22; 
# 46
return 8; 
# 47
} 
# 49
__attribute__((visibility("hidden"))) void blend23(int *__restrict__ out24, double *__restrict__ data25, float *buf26) ;
#if 0
# 49
{ 
# 50
unsigned tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
update18((out24[tid27]) * tid27, (float)__device_builtin_variable_warpSize); 
# 52
(out24[0]) = (__device_builtin_variable_blockIdx.x); 
# 53
unsigned char m28 = (update18(18, update18(62LL, 1))) - (((*buf26) + (out24[__device_builtin_variable_threadIdx.y])) + (255UL)); 
# 54
} 
#endif
# 57 "i000426.cu"
unsigned char run_relax29(int lane30, int lane31, int count32) { 
# 58
lane31 = (update18(static_cast< float>(update18(-1LL, lane30)), sizeof(double))); 
# 59
(__cudaPushCallConfiguration((lane31 + 127) / 128, ((dim3)((count32 + 127) / 128)))) ? (void)0 : march8_kernel(static_cast< int>(12)); 
# 60
count32 = (update18(43, 4025L >> lane31)); 
# 61
return count32; 
# 62
} 
# 64
extern "C" __attribute__((visibility("hidden"))) void fuse33(const size_t *input34) ;
#if 0
# 64
{ 
# 65
int gid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
unsigned mid36 = (input34[__device_builtin_variable_threadIdx.y]) - (__device_builtin_variable_gridDim.z); 
# 67
mid36 = gid35; 
# 68
} 
#endif
# 70 "i000426.cu"
int main() { 
# 71
int n37 = 660; 
# 72
n37 + 1; 
# 73
do { n37 += update18(n37, 3); } while (0); 
# 74
n37 = n37; 
# 75
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : fuse33((const size_t *)nullptr); 
# 76
n37 = n37; 
# 77
n37 = (((n37 >> n37) != n37) ? n37 - update18(1262, n37) : n37); 
# 78
do { n37 += (run_relax29(n37, (19UL * n37) << (run_relax29(n37, n37, n37)), n37 + n37)); } while (0); 
# 79
(__cudaPushCallConfiguration(dim3(1 << 1, 32, 16), 512)) ? (void)0 : blend23(nullptr, static_cast< double *>(nullptr), nullptr); 
# 80
return 0; 
# 81
} 

# 1 "i000426.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eedba206_10_i000426_cu_f758ee7d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000426.cudafe1.stub.c"
#include "i000426.cudafe1.stub.c"
# 1 "i000426.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
