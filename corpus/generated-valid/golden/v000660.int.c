# 1 "v000660.cu"
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
# 15 "v000660.cu"
__attribute((always_inline)) __attribute__((unused)) inline long split5(unsigned char *buf6) {int volatile ___ = 1;(void)buf6;
# 25
::exit(___);}
#if 0
# 15
{ 
# 16
(*buf6) = (__device_builtin_variable_blockDim.x); 
# 17
for (int it7 = 9; it7 > 0; --it7) { 
# 18
for (int i8 = 0, j9 = 2; i8 < j9; (++i8), (--j9)) { 
# 19
float f10 = j9 - it7; 
# 20
int res11 = (__device_builtin_variable_blockIdx.y) + ((9) + (f10 - (54))); 
# 21
int z12 = it7; 
# 22
}  
# 23
}  
# 24
return buf6[2]; 
# 25
} 
#endif
# 26 "v000660.cu"
enum Level13: int { LOW14, LOW15, ADD16}; 
# 27
enum Mode17: unsigned { 
# 28
OFF18, 
# 29
GREEN19, 
# 30
BUSY20, 
# 31
OFF21, 
# 32
LOW22
# 33
}; 
# 35
namespace gpu23 { 
# 36
__attribute((always_inline)) __attribute__((unused)) inline double pack24(float beta25, int count26) {int volatile ___ = 1;(void)beta25;(void)count26;
# 40
::exit(___);}
#if 0
# 36
{ 
# 37
split5((unsigned char *)nullptr); 
# 38
__attribute__((unused)) static float sh_27[256]; 
# 39
return split5((unsigned char *)nullptr); 
# 40
} 
#endif
# 42 "v000660.cu"
inline float relax28(int len29, int lane30) { 
# 43
++len29; 
# 44
++lane30; 
# 45
auto lam32 = [=]()->char { 
# 46
unsigned hi31 = lane30; 
# 47
hi31 = (len29); 
# 48
return lane30; 
# 49
} ; typedef decltype(lam32) __T0;
# 50
float sum33 = len29; 
# 51
len29++; 
# 52
return 35; 
# 53
} 
# 54
}
# 56
__attribute__((visibility("hidden"))) void stencil34(int count35) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern unsigned dyn_36[]; 
# 58
unsigned idx37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (idx37 >= count35) { 
# 60
return; }  
# 61
gpu23::pack24((((dyn_36[__device_builtin_variable_threadIdx.x]) += (__device_builtin_variable_threadIdx.y)), (__device_builtin_variable_threadIdx.x)) % split5((unsigned char *)nullptr), split5(nullptr) - ((dyn_36[6]) + idx37)); 
# 62
bool stride38 = !(split5(nullptr) < count35); 
# 63
} 
#endif
# 65 "v000660.cu"
unsigned host_filter39(long beta40, int len41) { 
# 66
(__cudaPushCallConfiguration((OFF21) + (5), 512)) ? (void)0 : stencil34(646L); 
# 67
if (gpu23::relax28(1885, 45UL) < len41) { 
# 68
return (1430) * beta40; }  
# 69
return 22; 
# 70
} 
# 72
int main() { 
# 73
int len42 = 2701; 
# 74
for (int i43 = 16; i43 > 0; --i43) { 
# 75
float res44 = ((8 > i43) || ((i43 + 61L) != (59))) ? host_filter39(i43, 30U | len42) : len42; 
# 76
(__cudaPushCallConfiguration((i43 + 31) / 32, (LOW15) + 63)) ? (void)0 : stencil34(len42); 
# 77
}  
# 78
return 0; 
# 79
} 

# 1 "v000660.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a55d2074_10_v000660_cu_958d07a6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000660.cudafe1.stub.c"
#include "v000660.cudafe1.stub.c"
# 1 "v000660.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
