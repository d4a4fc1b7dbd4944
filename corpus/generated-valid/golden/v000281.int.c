# 1 "v000281.cu"
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
# 8 "v000281.cu"
__attribute__((visibility("hidden"))) void tally4(int count5) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern float dyn_6[]; 
# 10
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (gid7 >= count5) { 
# 12
return; 
# 13
}  
# 14
int u8 = 39; 
# 15
++(dyn_6[2]); 
# 16
unsigned long mid9 = dyn_6[__device_builtin_variable_gridDim.x]; 
# 17
} 
#endif
# 18 "v000281.cu"
static unsigned d_tally10; 
# 19
static_assert((sizeof(int) == (4)), "tile must fit");
# 20
static constexpr int RADIUS11 = (3 + 5); 
# 21
static int d_bias12[16]; 
# 22
static int run_shade13(int count14, const int *coef15) { 
# 23
bool diff16{false}; 
# 24
(__cudaPushCallConfiguration(1 << (3 + 4), 1 << 9, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : tally4(RADIUS11); 
# 25
return (+diff16); 
# 26
} 
# 27
__attribute__((visibility("hidden"))) void stencil17_kernel(const int *coef18, int *data19, int *data20, const long *in21) ;
#if 0
# 27
{ 
# 28
__attribute__((unused)) extern short dyn_22[]; 
# 29
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
(dyn_22[d_tally10])++; 
# 31
(d_bias12[9])++; 
# 32
signed char mid24{(static_cast< signed char>(5))}; 
# 33
float s25 = (sizeof(char)); 
# 34
if ((data20[6]) != (*data20)) { 
# 35
goto done26; 
# 36
}  
# 37
(dyn_22[1]) *= 5; 
# 38
done26:; ; 
# 39
} 
#endif
# 40 "v000281.cu"
__attribute__((visibility("hidden"))) void smooth27(float a28) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_29[]; 
# 42
int gid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
__attribute__((unused)) static unsigned sh_31[14][12]; 
# 44
__attribute__((unused)) static float sh_32; 
# 45
} 
#endif
# 46 "v000281.cu"
constexpr double kR33 = (6.5); 
# 47
static float d_norm34[32]; 
# 48
__attribute__((visibility("hidden"))) void split35_kernel(float *acc36) ;
#if 0
# 48
{ 
# 49
int tid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
constexpr int r38 = (1457U); 
# 51
++(d_norm34[12]); 
# 52
(acc36[__device_builtin_variable_threadIdx.x])--; 
# 53
} 
#endif
# 54 "v000281.cu"
static int run_scatter39(int lane40, const int *src41) { 
# 55
if (lane40 * RADIUS11) { 
# 56
return (lane40 - RADIUS11) * run_shade13(kR33, src41); 
# 57
}  
# 58
(__cudaPushCallConfiguration(sizeof(float) * (128), dim3((lane40 + 63) / 64, sizeof(float) * (3 + 29)), sizeof(float) * (32))) ? (void)0 : stencil17_kernel(&lane40, (int *)nullptr, nullptr, nullptr); 
# 59
dim3 e42(32, (lane40 + 31) / 32, 5 + (RADIUS11 + (RADIUS11 + 235))); 
# 60
return RADIUS11; 
# 61
} 
# 62
__attribute__((visibility("hidden"))) void shade43(short *dst44, int lane45, float *out46) ;
#if 0
# 62
{ 
# 63
__attribute__((unused)) extern int dyn_47[]; 
# 64
unsigned gid48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
if (gid48 >= lane45) { 
# 66
return; 
# 67
}  
# 68
__attribute__((unused)) static unsigned long sh_49[3 + (RADIUS11 + (5 + (RADIUS11 + 232)))]; 
# 69
static_assert(((8 * 7) == 56));
# 70
__attribute__((unused)) static unsigned char sh_50[256]; 
# 71
__attribute__((unused)) static size_t sh_51[128]; 
# 72
} 
#endif
# 73 "v000281.cu"
static void run_score52(long long *acc53, float *out54, float b55) { 
# 74
(__cudaPushCallConfiguration(sizeof(unsigned) * (32), 16 * 8)) ? (void)0 : smooth27(((20.25F) - (acc53[3])) + ((15.125F) + (*out54))); 
# 75
if (((36) >= b55) || ((13) >= (acc53[2]))) { 
# 76
return; 
# 77
}  
# 78
} 
# 79
int main() { 
# 80
int size56 = 627; 
# 81
([tmp57 = (-20)]() { } )(); 
# 82
constexpr float tmp58 = (1.75F); 
# 83
float base59 = run_shade13((unsigned)RADIUS11, &size56); 
# 84
(__cudaPushCallConfiguration((size56 + 255) / 256, 256)) ? (void)0 : split35_kernel(&base59); 
# 85
(__cudaPushCallConfiguration((size56 + 127) / 128, 256, sizeof(int) * (256), nullptr)) ? (void)0 : shade43((short *)nullptr, RADIUS11, &base59); 
# 86
return 0; 
# 87
} 

# 1 "v000281.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3940bb66_10_v000281_cu_2d92a745
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000281.cudafe1.stub.c"
#include "v000281.cudafe1.stub.c"
# 1 "v000281.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
