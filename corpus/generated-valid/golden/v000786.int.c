# 1 "v000786.cu"
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
# 18 "v000786.cu"
enum Axis4 { BUSY5, BLUE6, BLUE7 = 4, ADD8}; 
# 20
__attribute__((visibility("hidden"))) void stencil9_kernel(int n10, char *dst11, int lane12) ;
#if 0
# 20
{ 
# 21
(dst11[1]) = (n10 + (ADD8)); 
# 22
(dst11[n10]) = ((double)(18.25F)); 
# 23
n10--; 
# 24
} 
#endif
# 26 "v000786.cu"
__attribute__((visibility("hidden"))) void reduce13(const int *coef14, const long *__restrict__ in15, int count16, int *out17) ;
#if 0
# 26
{ 
# 27
Axis4 prod18 = BUSY5; 
# 28
(out17[4]) = (out17[7]); 
# 29
float tmp19 = count16 + (in15[count16]); 
# 30
(*out17)++; 
# 31
Axis4 v20 = ADD8; 
# 32
} 
#endif
# 35 "v000786.cu"
__attribute__((visibility("hidden"))) void score21(Axis4 cfg22, unsigned long *__restrict__ dst23) ;
#if 0
# 35
{ 
# 36
int *h24 = (nullptr); 
# 37
constexpr double sum25 = (62); 
# 38
(h24[0])++; 
# 39
__attribute__((unused)) static long long sh_26[16]; 
# 40
if (cfg22 != (ADD8)) { 
# 41
return; }  
# 42
__attribute__((unused)) static double sh_27[8]; 
# 43
(dst23[5])--; 
# 44
} 
#endif
# 45 "v000786.cu"
int g_rank28[] = {6, (950UL), 56, 49}; 
# 47
__attribute__((visibility("hidden"))) void drift29(unsigned long long *buf30, const float *coef31, int lane32, int count33) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) static unsigned sh_34[128]; 
# 49
if (!((*coef31) > (sizeof(float)))) { 
# 50
return; }  
# 51
float idx35 = (6); 
# 52
idx35 = (2.875F); 
# 53
count33 = 61; 
# 54
auto v36 = lane32; 
# 55
count33 = (((v36 % v36) / (coef31[1])) + v36); 
# 56
} 
#endif
# 57 "v000786.cu"
enum class State37 { 
# 58
Slow38, 
# 59
On39, 
# 60
Blue40 = 7, 
# 61
Low41, 
# 62
On42
# 63
}; 
# 64
using ptr43_t = int *; 
# 65
static constexpr unsigned WIDTH44 = (((BLUE6) + ((BLUE6) + ((BLUE6) + 1))) * ((BLUE7) + 4)); 
# 67
unsigned run_merge45(int lane46, int n47) { 
# 68
Axis4 sum48 = BLUE7; 
# 69
sum48 = BLUE7; 
# 70
bool q49 = (1); 
# 71
lane46 = n47; 
# 72
return n47; 
# 73
} 
# 75
int main() { 
# 76
int n50 = 2354; 
# 77
run_merge45((n50 ^ WIDTH44) - (8), WIDTH44); 
# 78
(g_rank28[n50]) = (((BLUE6) + (n50 * n50)) | ((4 + (g_rank28[0])) + (__alignof__(double) + n50))); 
# 79
float lo51 = (BLUE7) + n50; 
# 80
auto z52 = lo51; 
# 81
(__cudaPushCallConfiguration(dim3((n50 + 31) / 32, 8, 256), 256)) ? (void)0 : score21(BLUE6, static_cast< size_t *>(nullptr)); 
# 82
(__cudaPushCallConfiguration(dim3(256, (n50 + 127) / 128, 64), ((dim3)(8)), 0)) ? (void)0 : stencil9_kernel((int)run_merge45(lo51, 21L), static_cast< char *>(nullptr), -19); 
# 83
(__cudaPushCallConfiguration(dim3((n50 + 31) / 32, (n50 + 127) / 128), dim3(2 * ((BLUE6) + 3), 128, 8 * ((BLUE6) + ((BLUE6) + ((BLUE6) + 1)))))) ? (void)0 : reduce13(nullptr, nullptr, lo51, g_rank28); 
# 84
(__cudaPushCallConfiguration(1, ((dim3)((n50 + 255) / 256)), (BLUE6) + ((BLUE7) + 1019))) ? (void)0 : drift29(nullptr, &lo51, (run_merge45(WIDTH44, 45)) / lo51, ((n50 += 3076U), run_merge45(WIDTH44, z52))); 
# 85
return 0; 
# 86
} 

# 1 "v000786.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f45a126c_10_v000786_cu_38bb2d4e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000786.cudafe1.stub.c"
#include "v000786.cudafe1.stub.c"
# 1 "v000786.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
