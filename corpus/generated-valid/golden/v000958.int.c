# 1 "v000958.cu"
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
# 11 "v000958.cu"
__attribute((noinline)) __attribute__((unused)) void stencil5(float cfg6 = (17.875F)) {int volatile ___ = 1;(void)cfg6;
# 19
::exit(___);}
#if 0
# 11
{ 
# 12
long w7 = cfg6; 
# 13
double acc8[8] = {}; 
# 14
if (('\n') == (w7 | (128))) { 
# 15
goto out9; 
# 16
}  
# 17
cfg6 += ((w7 | w7) | (47)); 
# 18
out9:; ; 
# 19
} 
#endif
# 21 "v000958.cu"
__attribute__((visibility("hidden"))) void trace10_kernel(float *out11) ;
#if 0
# 21
{ 
# 22
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
const unsigned *q13 = &tid12; 
# 24
if ((__device_builtin_variable_threadIdx.x) > (q13[tid12])) { 
# 25
return; 
# 26
}  
# 27
bool w14 = (*out11) > ((__device_builtin_variable_threadIdx.x) * ((q13[5]) - (out11[(__device_builtin_variable_threadIdx.y) & (7)]))); 
# 28
(out11[tid12 & (7)]) = (-57L); 
# 29
int *z15 = (nullptr); 
# 30
} 
#endif
# 31 "v000958.cu"
static double c_apply16; 
# 33
static int host_score17(int *__restrict__ dst18, const char *coef19, int n20) { 
# 34
if ((n20 - (*coef19)) <= 5) { 
# 35
goto done22; 
# 36
}  
# 37
for (int i21 = n20; i21 > 0; --i21) { 
# 38
(dst18[i21]) = (dst18[1]); 
# 39
(__cudaPushCallConfiguration(sizeof(int) * (32), 128 + 128, 1024, nullptr)) ? (void)0 : trace10_kernel(reinterpret_cast< float *>(dst18)); 
# 40
}  
# 41
done22:; ; 
# 42
return ((dst18[6]) + (coef19[n20 & 7])) * ('#'); 
# 43
} 
# 45
namespace impl23 { 
# 46
enum class Op24 { Low25, Off26 = 5}; 
# 47
int g_apply27 = 18; 
# 48
}
# 51
__attribute__((unused)) void mix28(int len29, int lane30, int *acc31) {int volatile ___ = 1;(void)len29;(void)lane30;(void)acc31;
# 65
::exit(___);}
#if 0
# 51
{ 
# 52
float hi32[7]{(22.375F), (2), (-(0.25F)), static_cast< float>(lane30), (-(1.25F)), static_cast< float>(acc31[len29 & 7]), (22.125F)}; 
# 53
if (len29 & 1) { 
# 54
goto out35; 
# 55
}  
# 56
if (acc31 != (nullptr)) { 
# 57
return; 
# 58
}  
# 59
if (c_apply16 > len29) { 
# 60
impl23::Op24 off33 = impl23::Op24::Low25; 
# 61
(*acc31) = (__device_builtin_variable_threadIdx.x); 
# 62
auto stride34 = hi32[3]; 
# 63
}  
# 64
out35:; ; 
# 65
} 
#endif
# 67 "v000958.cu"
int main() { 
# 68
int n36 = 2381; 
# 69
const char *flag37 = ("x=%d"); 
# 70
double y38 = sizeof(float) * ((~impl23::g_apply27) + (128 + impl23::g_apply27)); 
# 71
n36 %= 256; 
# 72
(__cudaPushCallConfiguration((n36 + 255) / 256, 64, 0, 0)) ? (void)0 : trace10_kernel((float *)nullptr); 
# 73
n36 = ((1) | ((impl23::g_apply27 += 39), (58U | impl23::g_apply27))); 
# 74
cudaStream_t e39 = (nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v000958.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d61fc09e_10_v000958_cu_01daa8e7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000958.cudafe1.stub.c"
#include "v000958.cudafe1.stub.c"
# 1 "v000958.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
