# 1 "v002363.cu"
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
# 18 "v002363.cu"
namespace util8 { 
# 19
inline int host_warp9(float b10, int len11, int count12) { 
# 20
if ((static_cast< float>((0.75F))) < ((len11 + count12) * (len11 - 12U))) { 
# 21
int sum13[3]{count12, (3UL), 52}; 
# 22
}  
# 23
int sum14 = b10; 
# 24
float r15{(5.0F)}; 
# 25
dim3 hi16 = ((dim3)((count12 + 127) / 128)); 
# 26
return 4; 
# 27
} 
# 29
__attribute__((visibility("hidden"))) void accum17_kernel(int *buf18, float b19) ;
#if 0
# 29
{ 
# 30
b19 = (((('\n') * (buf18[5])) & (58L * (buf18[6]))) * (6.0F)); 
# 31
b19 = ('\?'); 
# 32
b19 = (*buf18); 
# 33
int k20 = (static_cast< int>(9)); 
# 34
} 
#endif
# 35 "v002363.cu"
}
# 37
void probe21(int lane22, int stride23, int len24 = -36) { 
# 38
if (constexpr unsigned char r25 = (6 + 31); lane22 < (stride23 >> 2)) { 
# 39
stride23 = len24; 
# 40
}  
# 41
stride23 = 4; 
# 42
if (!len24) { 
# 43
return; 
# 44
}  
# 45
if ((lane22 & 1) && (lane22 == 26L)) { 
# 46
return; 
# 47
}  
# 48
int val26 = 4; 
# 49
constexpr float stride27 = (16U); 
# 50
} 
# 52
__attribute__((visibility("hidden"))) void update28_kernel(const float *in29, float *dst30, float cfg31, int n32) ;
#if 0
# 52
{ 
# 53
(cfg31++), (cfg31 = (10.25F)); 
# 54
(*dst30) = (((unsigned)(in29[1])) + (6)); 
# 55
(*dst30) = (41L >> ((n32 % sizeof(short)) | (8))); 
# 56
} 
#endif
# 57 "v002363.cu"
enum Phase33 { BUSY34, HIGH35, ON36 = 7, IDLE37}; 
# 58
typedef size_t *ptr38_t; 
# 60
constexpr int check_fold39(int lane40, float q41) { 
# 61
q41 = (lane40 % sizeof(long)); 
# 62
return lane40; 
# 63
} 
# 65
int main() { 
# 66
int size42 = 789; 
# 67
size42 = (((52U + size42) != size42) ? HIGH35 : (((size42 > size42) ? 13 : size42) | check_fold39(size42, size42))); 
# 68
float f43 = (HIGH35); 
# 69
(__cudaPushCallConfiguration(sizeof(int) * (128), 32 * ((HIGH35) + ((HIGH35) + 2)))) ? (void)0 : util8::accum17_kernel(&size42, size42 % 8); 
# 70
Phase33 z44 = ON36; 
# 71
util8::host_warp9(57, size42 % 8, HIGH35); 
# 72
(__cudaPushCallConfiguration(dim3(4, (size42 + 63) / 64, (size42 + 255) / 256), 1 << (4 + ((HIGH35) + ((HIGH35) + ((HIGH35) + (HIGH35))))))) ? (void)0 : update28_kernel(&f43, &f43, size42, 6); 
# 73
return 0; 
# 74
} 

# 1 "v002363.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__70ba0f00_10_v002363_cu_105c1092
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002363.cudafe1.stub.c"
#include "v002363.cudafe1.stub.c"
# 1 "v002363.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
