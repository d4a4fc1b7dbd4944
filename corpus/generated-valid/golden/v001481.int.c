# 1 "v001481.cu"
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
# 8 "v001481.cu"
static float c_spread4[4]; 
# 10
__attribute__((visibility("hidden"))) void combine5_kernel(const float *coef6, const unsigned *in7, unsigned cfg8, unsigned short alpha9) ;
#if 0
# 10
{ 
# 11
float lim10(c_spread4[0]); 
# 12
lim10++; 
# 13
} 
#endif
# 14 "v001481.cu"
typedef int idx11_t; 
# 16
static void march12(float *out13) ;
#if 0
# 16
{ 
# 17
(out13[2]) = (out13[5]); 
# 18
(*out13) = (15.0F); 
# 19
(out13[5]) = (c_spread4[3]); 
# 20
} 
#endif
# 22 "v001481.cu"
__attribute__((visibility("hidden"))) void update14_kernel(float b15, idx11_t lane16) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) static short sh_17[8]; 
# 24
(sh_17[lane16]) = (32 & lane16); 
# 25
{ 
# 26
if ((sh_17[lane16]) <= (sh_17[0])) { 
# 27
static_assert((sizeof(int) == (4)), "tile must fit");
# 28
float cnt18[2] = {}; 
# 29
}  
# 30
} 
# 31
} 
#endif
# 33 "v001481.cu"
namespace impl19 { 
# 34
constexpr float kB20 = (9.75F); 
# 36
static void score21(float a22, const unsigned *input23) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern unsigned dyn_24[]; 
# 38
--a22; 
# 39
for (int it25 = 0; it25 < 11; it25++) { 
# 40
(dyn_24[it25 & 7]) = (dyn_24[7]); 
# 41
if ((57) >= a22) { 
# 42
(dyn_24[it25]) = (it25 / impl19::kB20); 
# 43
} else { 
# 44
(dyn_24[it25]) = (29 * it25); 
# 45
}  
# 46
}  
# 47
} 
#endif
# 48 "v001481.cu"
}
# 50
float run_shade26(unsigned char *buf27, idx11_t lane28 = 61) { 
# 51
(buf27[lane28])--; 
# 52
(__cudaPushCallConfiguration(sizeof(int) * (128), 128 + 128)) ? (void)0 : impl19::score21(lane28, nullptr); 
# 53
const char *diff29 = ("kernel\n"); 
# 54
auto r30 = 32U; 
# 55
return r30; 
# 56
} 
# 58
int main() { 
# 59
int len31 = 2690; 
# 60
idx11_t lim32 = len31 & (~len31); 
# 61
(__cudaPushCallConfiguration(64, sizeof(unsigned) * (8))) ? (void)0 : update14_kernel(128, 54); 
# 62
(__cudaPushCallConfiguration(128, 128 * 4)) ? (void)0 : impl19::score21(lim32 - lim32, nullptr); 
# 63
const char *res33 = ("x=%d"); 
# 64
(__cudaPushCallConfiguration(1, 32 + 96)) ? (void)0 : march12(static_cast< float *>(nullptr)); 
# 65
len31 = 27; 
# 66
(__cudaPushCallConfiguration(64, 256)) ? (void)0 : combine5_kernel((const float *)nullptr, nullptr, run_shade26(nullptr) + run_shade26(nullptr), 16); 
# 67
return 0; 
# 68
} 

# 1 "v001481.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__496e53cf_10_v001481_cu_3f99c04d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001481.cudafe1.stub.c"
#include "v001481.cudafe1.stub.c"
# 1 "v001481.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
