# 1 "v002194.cu"
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
#pragma GCC diagnostic ignored "-Wunused-function"

# 9 "v002194.cu"
__attribute__((unused)) static unsigned lerp2(int n3 = 1777) {int volatile ___ = 1;(void)n3;
# 17
::exit(___);}
#if 0
# 9
{ 
# 10
double s4(n3); 
# 11
if ((s4 * (15)) > n3) { 
# 12
return -((19) - s4); }  
# 13
s4 = ((n3 += s4), (10.25F)); 
# 14
float m5 = s4 - (static_cast< int>(55LL)); 
# 15
const double s6 = (10.125); 
# 16
return m5 + (22UL); 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 18 "v002194.cu"
enum Mode7 { 
# 19
FAST8, 
# 20
BUSY9 = 4, 
# 21
MUL10, 
# 22
MUL11 = 8, 
# 23
FAST12
# 24
}; 
# 25
const char *g_tally13 = ("warp size"); 
# 27
static int decay14(int *dst15, const unsigned *src16, float *buf17) { 
# 28
(*dst15) = (buf17[0]); 
# 29
static_assert((26 == 26), "tile must fit");
# 30
(buf17[3]) = (((sizeof(int) - (g_tally13[1])) + ((g_tally13[0]) + (*dst15))) << (sizeof(unsigned) + (*src16))); 
# 31
if (!((*src16) < (g_tally13[1]))) { 
# 32
return 46UL * (*dst15); }  
# 33
int *val18 = reinterpret_cast< int *>(buf17); 
# 34
return 34; 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void decay19(int stride20) ;
#if 0
# 37
{ 
# 38
stride20 = (-30L); 
# 39
--stride20; 
# 40
do { stride20 += (((int)lerp2()) + 1); } while (0); 
# 41
int t21[3]{7, stride20, 2721}; 
# 42
int z22((61U)); 
# 43
stride20 = (+(lerp2(z22) * ((t21[1]) - 63))); 
# 44
stride20 = z22; 
# 45
} 
#endif
# 46 "v002194.cu"
namespace math23 { 
# 47
short host_warp24(const float *coef25, Mode7 b26) { 
# 48
(__cudaPushCallConfiguration((FAST12) + ((MUL10) + 2), ((BUSY9) + 12) * (BUSY9))) ? (void)0 : decay19((FAST8) / (g_tally13[0])); 
# 49
double r27 = -(coef25[4]); 
# 50
return 2 * (g_tally13[0]); 
# 51
} 
# 52
__attribute__((visibility("hidden"))) void norm28_kernel(const int *coef29) ;
#if 0
# 52
{ 
# 53
if ((lerp2()) != 56UL) { 
# 54
return; }  
# 55
} 
#endif
# 56 "v002194.cu"
}
# 57
using ptr30_t = long long *; 
# 58
enum class State31 { On32, Blue33}; 
# 59
int main() { 
# 60
int len34 = 42; 
# 61
if ((g_tally13[1]) == (g_tally13[0])) { 
# 62
return (static_cast< float>(len34)) - (22); }  
# 63
math23::host_warp24(nullptr, MUL11); 
# 64
len34++; 
# 65
(__cudaPushCallConfiguration(8, (MUL11) + 24, 0)) ? (void)0 : math23::norm28_kernel((const int *)nullptr); 
# 66
len34 = (len34 + (decay14(nullptr, nullptr, nullptr) * ((len34 += len34), MUL10))); 
# 67
int acc35 = math23::host_warp24(nullptr, MUL11); 
# 68
return 0; 
# 69
} 

# 1 "v002194.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__22f50163_10_v002194_cu_861dd6e2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002194.cudafe1.stub.c"
#include "v002194.cudafe1.stub.c"
# 1 "v002194.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
