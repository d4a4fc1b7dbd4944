# 1 "v002360.cu"
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
# 5 "v002360.cu"
static void step1_kernel(int lane2, size_t *acc3, float *__restrict__ acc4, const double *__restrict__ coef5) ;
#if 0
# 5
{ 
# 6
(*acc4) = (55); 
# 7
if ((10) < (*acc4)) { 
# 8
auto h6 = (acc3[5]) | (lane2 & 35UL); 
# 9
int x7[2 * 3]{9, (-37), 7, static_cast< int>(*acc4), 13, 36}; 
# 10
const unsigned long *r8 = acc3 + 2; 
# 11
}  
# 12
float s9{(2.0F)}; 
# 13
} 
#endif
# 14 "v002360.cu"
const char *g_score10 = ("C:\\dir"); 
# 15
__attribute__((visibility("hidden"))) void tile11_kernel(float *out12, float *__restrict__ acc13, float b14) ;
#if 0
# 15
{ 
# 16
b14 = (2); 
# 17
(*out12) = (+((int)((2139) / (acc13[1])))); 
# 18
} 
#endif
# 19 "v002360.cu"
namespace math15 { 
# 20
enum Level16 { FAST17, HIGH18, IDLE19}; 
# 21
float host_accum20(int len21, Level16 beta22, int *data23) { 
# 22
(__cudaPushCallConfiguration(((dim3)(1 << ((math15::HIGH18) + ((math15::IDLE19) + ((math15::IDLE19) + (math15::HIGH18)))))), dim3(32, (len21 + 127) / 128))) ? (void)0 : step1_kernel(36UL, nullptr, (float *)nullptr, nullptr); 
# 23
len21 = (2606 << ((g_score10[1]) + (*data23))); 
# 24
(*data23) = (data23[len21]); 
# 25
if ((beta22 == (math15::FAST17)) || (data23 != (nullptr))) { 
# 26
return (unsigned)((data23[7]) * (*data23)); 
# 27
}  
# 28
(__cudaPushCallConfiguration(4, ((math15::IDLE19) + ((math15::HIGH18) + ((math15::HIGH18) + ((math15::IDLE19) + 10)))) * 4)) ? (void)0 : tile11_kernel((float *)nullptr, (float *)nullptr, beta22); 
# 29
return -(12.875F); 
# 30
} 
# 31
}
# 32
constexpr int pivot24(int stride25, int len26) { 
# 33
float base27 = ((64LL - len26) + (11.0F)) / (len26 >> stride25); 
# 34
bool e28 = (+base27) <= (len26 * 6L); 
# 35
return ((e28 + (math15::FAST17)) % 58) + ((10 | stride25) * (e28 & stride25)); 
# 36
} 
# 37
static int g_fold29; 
# 38
enum class Axis30 { Busy31 = 2, Slow32 = 7}; 
# 39
namespace util33 { 
# 40
__attribute__((visibility("hidden"))) void count34_kernel(int len35, long *buf36, int count37) ;
#if 0
# 40
{ 
# 41
(buf36[len35]) = len35; 
# 42
math15::Level16 z38 = math15::FAST17; 
# 43
pivot24((z38 | len35) * 26U, buf36[len35]); 
# 44
if ((len35 < len35) || (1 != z38)) { 
# 45
return; 
# 46
}  
# 47
} 
#endif
# 48 "v002360.cu"
enum class Axis39: unsigned char { Red40, Blue41, Fast42}; 
# 49
}
# 50
double check_sift43(int *out44) { 
# 51
if (out44 == (nullptr)) { 
# 52
return 7 | ((out44[1]) % 2); 
# 53
}  
# 54
if (auto off45 = (((22.375F) - (g_score10[1])) + (math15::IDLE19)) - math15::host_accum20((math15::IDLE19) >> (*out44), math15::HIGH18, out44 + g_fold29); ((long)off45) != (math15::IDLE19)) { 
# 55
off45 = (pivot24(g_score10[1], math15::host_accum20(-9, math15::HIGH18, out44))); 
# 56
(__cudaPushCallConfiguration((g_fold29 + 31) / 32, 128)) ? (void)0 : util33::count34_kernel((62) * math15::host_accum20(45, math15::FAST17, nullptr), nullptr, 18); 
# 57
}  
# 58
math15::Level16 f46 = math15::FAST17; 
# 59
(__cudaPushCallConfiguration((math15::HIGH18) + 1, 512)) ? (void)0 : util33::count34_kernel(math15::HIGH18, (long *)nullptr, g_fold29 * 33); 
# 60
return 53; 
# 61
} 
# 62
int main() { 
# 63
int n47 = 1542; 
# 64
check_sift43((int *)nullptr); 
# 65
int r48 = (math15::FAST17) - (g_score10[0]); 
# 66
int pass49 = 0; 
# 67
do { 
# 68
{ 
# 69
(__cudaPushCallConfiguration(dim3((n47 + 63) / 64, (g_fold29 + 127) / 128, (pass49 + 255) / 256), 8 * ((math15::HIGH18) + 15))) ? (void)0 : tile11_kernel(nullptr, (float *)nullptr, (9.375F)); 
# 70
(__cudaPushCallConfiguration(((dim3)((g_fold29 + 31) / 32)), 32)) ? (void)0 : tile11_kernel((float *)nullptr, nullptr, math15::FAST17); 
# 71
} 
# 72
++pass49; 
# 73
} while (pass49 < 9); 
# 74
return 0; 
# 75
} 

# 1 "v002360.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__620fa0ee_10_v002360_cu_752118b5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002360.cudafe1.stub.c"
#include "v002360.cudafe1.stub.c"
# 1 "v002360.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
