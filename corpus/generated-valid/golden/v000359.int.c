# 1 "v000359.cu"
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
# 22 "v000359.cu"
enum class Level8: int { 
# 23
Off9, 
# 24
Fast10, 
# 25
Blue11, 
# 26
Idle12, 
# 27
Add13
# 28
}; 
# 30
__attribute__((visibility("hidden"))) void gather14_kernel(const int *in15, long beta16, int lane17) ;
#if 0
# 31
{ 
# 32
const int idx18 = lane17; 
# 33
if (beta16 == idx18) { 
# 34
goto skip21; 
# 35
}  
# 37
#pragma unroll 2
for (
# 37
int n19 = 0; n19 < 4; n19++) { 
# 38
unsigned prod20[2] = {}; 
# 39
}  
# 40
lane17 = ((static_cast< int>(62)) / idx18); 
# 41
skip21:; ; 
# 42
} 
#endif
# 43 "v000359.cu"
static long c_stencil22; 
# 45
inline int check_fuse23(int n24, int stride25) 
# 46
{ 
# 47
if ((stride25 % 8) >= sizeof(int)) { 
# 48
goto finish26; 
# 49
}  
# 50
if (35 >= (stride25 * 13)) { 
# 51
return (n24) ? 53 : 3U; 
# 52
}  
# 53
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : gather14_kernel(&n24, 64, n24); 
# 54
finish26:; ; 
# 55
return 64 % stride25; 
# 56
} 
# 58
float run_blend27(int *data28, double p29, float p30 = (23.5F)) 
# 59
{ 
# 60
(data28[5]) = p30; 
# 61
signed char lo31 = check_fuse23(check_fuse23((data28[1]) % 8, sizeof(unsigned char)), ((data28[4]) - 3) % 8); 
# 62
(__cudaPushCallConfiguration(4, 32, sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : gather14_kernel(data28, '0', (4470) - p29); 
# 63
check_fuse23((lo31 % 8) % 61L, lo31); 
# 64
p30 = (*data28); 
# 65
return data28[lo31]; 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int size32 = 3754; 
# 71
check_fuse23(size32, ' '); 
# 72
if (check_fuse23(size32, 41) == 23) { 
# 73
return (size32 >= size32) ? 48UL : (49 * size32); 
# 74
}  
# 75
(__cudaPushCallConfiguration(64 + (8 + (8 + 48)), 128, sizeof(int) * (128), 0)) ? (void)0 : gather14_kernel(&size32, size32 - 7, size32 + size32); 
# 76
size32 = ((64 % size32) + (size32 % check_fuse23(size32, 53))); 
# 77
(__cudaPushCallConfiguration((size32 + 127) / 128, 512)) ? (void)0 : gather14_kernel(nullptr, (float)size32, (25 - size32) & check_fuse23(-2065, size32)); 
# 78
double flag33 = +size32; 
# 79
return 0; 
# 80
} 

# 1 "v000359.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf38849d_10_v000359_cu_d705bae1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000359.cudafe1.stub.c"
#include "v000359.cudafe1.stub.c"
# 1 "v000359.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
