# 1 "v001603.cu"
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
# 13 "v001603.cu"
static constexpr int DEPTH4 = 32; 
# 14
struct Acc5 { 
# 15
float weight6; 
# 16
int val7; 
# 17
int sum8; 
# 18
int id9; 
# 19
}; 
# 21
__attribute__((visibility("hidden"))) void split10_kernel(float *acc11) ;
#if 0
# 21
{ 
# 22
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
(acc11[__device_builtin_variable_blockDim.x])--; 
# 24
(*acc11) = (__device_builtin_variable_blockDim.z); 
# 25
if ((gid12 << 7) >= 16) { 
# 26
return; }  
# 27
} 
#endif
# 29 "v001603.cu"
__attribute__((visibility("hidden"))) void smooth13(double *data14, float *acc15, int stride16, float *data17) ;
#if 0
# 29
{ 
# 30
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (i18 <= (__device_builtin_variable_blockDim.x)) { 
# 32
goto out19; 
# 33
}  
# 34
if (i18 >= stride16) { 
# 35
return; }  
# 36
((data17[stride16])--), ((*acc15) = (16.625F)); 
# 37
stride16 |= (static_cast< long>((*data17) + (acc15[__device_builtin_variable_threadIdx.y]))); 
# 38
out19:; ; 
# 39
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 41 "v001603.cu"
__attribute__((unused)) static double pivot20(int *dst21, const float *coef22) {int volatile ___ = 1;(void)dst21;(void)coef22;
# 47
::exit(___);}
#if 0
# 41
{ 
# 42
++(dst21[6]); 
# 43
float sum23 = 4373 - (*dst21); 
# 44
int t24 = (__device_builtin_variable_threadIdx.x) * DEPTH4; 
# 45
Acc5 hi25{(12.25F), 4, t24, t24}; 
# 46
return 54; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 48 "v001603.cu"
namespace detail26 { 
# 49
__attribute__((visibility("hidden"))) void sweep27(Acc5 cfg28, const short *input29, const int *in30) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern float dyn_31[]; 
# 51
int idx32 = __device_builtin_variable_threadIdx.x; 
# 52
if ((in30[idx32]) + (cfg28.sum8)) { 
# 53
return; }  
# 54
int cnt33 = input29[7]; 
# 55
double hi34 = pivot20(nullptr, dyn_31) + (static_cast< unsigned>(pivot20(const_cast< int *>(in30), nullptr))); 
# 56
int *prod35 = const_cast< int *>(in30); 
# 57
cnt33 = DEPTH4; 
# 58
if (((prod35[__device_builtin_variable_threadIdx.x]) << (cfg28.id9)) != hi34) { 
# 59
return; }  
# 60
hi34 -= pivot20(prod35 + 1, dyn_31); 
# 61
} 
#endif
# 62 "v001603.cu"
float g_warp36 = (-(10.875F)); 
# 63
constexpr int LANES37 = 7; 
# 64
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 65
__attribute__((unused)) static long step38(int n39) {int volatile ___ = 1;(void)n39;
# 69
::exit(___);}
#if 0
# 65
{ 
# 66
n39 = ((static_cast< float>((detail26::LANES37 < __device_builtin_variable_warpSize) ? DEPTH4 : 7)) + (((n39) ? DEPTH4 : DEPTH4) - (((__device_builtin_variable_blockDim.x) > n39) ? DEPTH4 : 21))); 
# 67
constexpr unsigned hi40 = (32); 
# 68
return pivot20(static_cast< int *>(nullptr), nullptr); 
# 69
} 
#endif

#pragma GCC diagnostic pop

# 70 "v001603.cu"
__attribute__((visibility("hidden"))) void clamp41(int lane42, int n43, float b44) ;
#if 0
# 70
{ 
# 71
lane42 /= 38; 
# 72
b44 = (((__device_builtin_variable_blockDim.x) << detail26::LANES37) - ((19.5F) + (__device_builtin_variable_threadIdx.x))); 
# 73
{ 
# 74
for (int j45 = 6; j45 > 0; --j45) { 
# 75
b44 /= ((((' ') - (__device_builtin_variable_threadIdx.x)) + ((1.5F) - n43)) + (__device_builtin_variable_blockIdx.y)); }  
# 76
n43 -= ((34) * b44); 
# 77
} 
# 78
b44 += (step38(detail26::LANES37 + (__device_builtin_variable_gridDim.y)) * (step38(__device_builtin_variable_threadIdx.z) << (38 * lane42))); 
# 79
} 
#endif
# 80 "v001603.cu"
int main() { 
# 81
int count46 = 2496; 
# 82
(__cudaPushCallConfiguration(1 << (detail26::LANES37 + 2), 1 << 5)) ? (void)0 : detail26::sweep27(Acc5{(20LL), 27, 9, ((int)DEPTH4)}, nullptr, nullptr); 
# 83
++detail26::g_warp36; 
# 84
(__cudaPushCallConfiguration(detail26::LANES37 + (7 + 2), 64)) ? (void)0 : split10_kernel((float *)nullptr); 
# 85
(__cudaPushCallConfiguration(DEPTH4 + (detail26::LANES37 + (7 + (detail26::LANES37 + (detail26::LANES37 + 4)))), DEPTH4 + (48 + (DEPTH4 + (detail26::LANES37 + 9))), 1024, 0)) ? (void)0 : smooth13((double *)nullptr, nullptr, (DEPTH4 * detail26::g_warp36) * (63L), static_cast< float *>(nullptr)); 
# 86
(__cudaPushCallConfiguration((count46 + 255) / 256, 1 << 6)) ? (void)0 : clamp41((48) * detail26::g_warp36, detail26::LANES37, DEPTH4); 
# 87
return 0; 
# 88
} 

# 1 "v001603.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9edf718e_10_v001603_cu_e0d2d570
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001603.cudafe1.stub.c"
#include "v001603.cudafe1.stub.c"
# 1 "v001603.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
