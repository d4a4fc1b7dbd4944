# 1 "v000682.cu"
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
# 14 "v000682.cu"
__attribute__((visibility("hidden"))) void pack7(long beta8, int *out9, unsigned char *__restrict__ data10, unsigned long *data11) ;
#if 0
# 14
{ 
# 15
(*data10) = ((7U) / ((static_cast< float>(data10[beta8])) * (sizeof(int) - (__device_builtin_variable_threadIdx.x)))); 
# 16
beta8 = (__device_builtin_variable_blockDim.z); 
# 17
int x12 = (22) - (data11[beta8]); 
# 18
unsigned w13 = x12; 
# 19
w13 = (48 % (out9[1])); 
# 20
long r14 = beta8 - (__device_builtin_variable_gridDim.z); 
# 21
int lo15{436}; 
# 22
} 
#endif
# 23 "v000682.cu"
static_assert((23 > 22), "bad config");
# 24
const float g_warp16 = (-(2.75F)); 
# 27
__attribute__((unused)) inline float march17(const float *__restrict__ in18, short beta19 = 28) {int volatile ___ = 1;(void)in18;(void)beta19;
# 34
::exit(___);}
#if 0
# 27
{ 
# 28
beta19 = ((48 - (beta19 + beta19)) % (beta19 * (8 * beta19))); 
# 29
if (!((in18[1]) >= (__device_builtin_variable_threadIdx.x))) { 
# 30
return beta19; 
# 31
}  
# 32
int y20{2496}; 
# 33
return -y20; 
# 34
} 
#endif
# 37 "v000682.cu"
__attribute__((visibility("hidden"))) void smooth21(double a22) ;
#if 0
# 37
{ 
# 38
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
switch (gid23) { 
# 40
case 1:  
# 41
a22 = (a22 - (((22.75F)) / (a22 - a22))); 
# 42
break; 
# 43
case 11:  { 
# 44
float flag24 = (-(4.125F)); 
# 45
break; 
# 46
} 
# 47
case 7:  
# 48
a22 = (static_cast< float>((2.875F))); 
# 49
break; 
# 50
case 5:  
# 51
break; 
# 52
default:  
# 53
break; 
# 54
}  
# 55
} 
#endif
# 56 "v000682.cu"
static_assert((46 == 46), "tile must fit");
# 58
__attribute__((visibility("hidden"))) void sweep25_kernel(int stride26, int n27, int len28, float *buf29) ;
#if 0
# 58
{ 
# 59
int diff30 = ((*buf29) * ((25) - (__device_builtin_variable_gridDim.y))) * len28; 
# 60
for (int n31 = diff30; n31 > 0; --n31) { 
# 61
if (stride26 > stride26) { 
# 62
break; 
# 63
}  
# 64
stride26 = n31; 
# 65
}  
# 66
(buf29[n27]) = (sizeof(double)); 
# 67
} 
#endif
# 68 "v000682.cu"
enum State32 { 
# 69
LOW33, 
# 70
GREEN34, 
# 71
OFF35, 
# 72
HIGH36, 
# 73
SLOW37
# 74
}; 
# 76
__attribute__((visibility("hidden"))) void pack38(unsigned *data39, float *data40, size_t b41) ;
#if 0
# 76
{ 
# 77
unsigned tid42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
auto res43 = *data40; 
# 79
if (((__device_builtin_variable_blockDim.x) > tid42) && ((18) < (*data40))) { 
# 80
goto finish44; 
# 81
}  
# 82
if ((__device_builtin_variable_threadIdx.y) != sizeof(float)) { 
# 83
return; 
# 84
}  
# 85
(data39[0]) = ((31) + (*data40)); 
# 86
finish44:; ; 
# 87
} 
#endif
# 89 "v000682.cu"
inline void host_blend45(int lane46) { 
# 90
State32 mid47 = SLOW37; 
# 91
if ((mid47 == sizeof(int)) && (mid47 >= mid47)) { 
# 92
return; 
# 93
}  
# 94
State32 acc48 = mid47; 
# 95
} 
# 97
int main() { 
# 98
int len49 = 1264; 
# 99
if (52 == len49) { 
# 100
return g_warp16; 
# 101
}  
# 102
bool lo50{(static_cast< bool>(false))}; 
# 103
int off51 = (10 - lo50) - ((len49 + len49) * lo50); 
# 104
(__cudaPushCallConfiguration(4, (OFF35) + 254)) ? (void)0 : pack7(lo50 * (sizeof(float) * len49), nullptr, (unsigned char *)nullptr, nullptr); 
# 105
double k52 = lo50; 
# 106
(__cudaPushCallConfiguration(((GREEN34) + 1) * ((HIGH36) + 5), 1 << 9)) ? (void)0 : smooth21(k52); 
# 107
(__cudaPushCallConfiguration(128, 128)) ? (void)0 : sweep25_kernel(14L + lo50, (k52 - (3665UL)) * (-k52), static_cast< int>(-len49), nullptr); 
# 108
(__cudaPushCallConfiguration((len49 + 31) / 32, 1 << 9)) ? (void)0 : pack38(static_cast< unsigned *>(nullptr), nullptr, len49); 
# 109
return 0; 
# 110
} 

# 1 "v000682.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b064569e_10_v000682_cu_ec9db7c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000682.cudafe1.stub.c"
#include "v000682.cudafe1.stub.c"
# 1 "v000682.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
