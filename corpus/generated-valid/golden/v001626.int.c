# 1 "v001626.cu"
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
# 12 "v001626.cu"
unsigned host_mix4(long q5, int stride6) { 
# 13
q5 = (59); 
# 14
const char *base7 = ("C:\\dir"); 
# 15
if ((base7[0]) == stride6) { 
# 16
static_assert((11 == 11), "bad config");
# 17
float h8 = base7[0]; 
# 18
h8 = ((int)((int)q5)); 
# 19
}  
# 20
return 1248; 
# 21
} 
# 24
double drift9(int len10, const signed char *input11) { 
# 25
do { len10 += 45; } while (0); 
# 26
float stride12 = *input11; 
# 27
stride12 += (3.875F); 
# 28
{ 
# 29
static_assert((21 > 20), "tile must fit");
# 30
if ((input11[3]) == len10) { 
# 31
return (((41) < stride12) && (stride12 != (*input11))) ? input11[len10] : stride12; }  
# 32
} 
# 33
return stride12; 
# 34
} 
# 36
namespace _GLOBAL__N__d3c1d2dc_10_v001626_cu_b4a4bb1a __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__d3c1d2dc_10_v001626_cu_b4a4bb1a; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__d3c1d2dc_10_v001626_cu_b4a4bb1a __attribute__((visibility("hidden")))  { 
# 37
double host_lerp13(long long *buf14, int n15) { 
# 38
do { n15 += 38; } while (0); 
# 39
(buf14[n15]) = (((buf14[3]) / (2)) / drift9(n15, nullptr)); 
# 40
float s16((-29)); 
# 41
return ((buf14[7]) - (host_mix4(-63, sizeof(unsigned)))) + (*buf14); 
# 42
} 
# 44
static void warp17_kernel(double beta18, int lane19, int *__restrict__ out20, int *data21) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern unsigned dyn_22[]; 
# 46
int i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
if (i23 >= lane19) { 
# 48
return; }  
# 49
(*data21) %= 9; 
# 50
if ((static_cast< double>(dyn_22[2])) < drift9(drift9(63UL, nullptr), nullptr)) { 
# 51
(dyn_22[lane19]) = (drift9(drift9(beta18, nullptr), nullptr) * (42)); }  
# 52
do { (dyn_22[__device_builtin_variable_blockIdx.x]) += beta18; } while (0); 
# 53
signed char cnt24 = beta18; 
# 54
(out20[5]) /= (((!((__device_builtin_variable_gridDim.x) == (__device_builtin_variable_threadIdx.y))) ? drift9(i23, &cnt24) : ((unsigned)lane19)) - (__device_builtin_variable_blockDim.x)); 
# 55
float lim25 = (31); 
# 56
} 
#endif
# 58 "v001626.cu"
size_t fuse26(unsigned alpha27, double *acc28) { 
# 59
if ((61) == drift9(*acc28, nullptr)) { 
# 60
return drift9(drift9(47U, nullptr), nullptr); }  
# 61
(*acc28)--; 
# 62
if (!acc28) { 
# 63
goto finish29; 
# 64
}  
# 65
drift9(alpha27, nullptr); 
# 66
alpha27 = (drift9((!alpha27) ? 2556 : 7, nullptr)); 
# 67
(acc28[alpha27]) = ((((unsigned)(acc28[alpha27])) + (acc28[0])) / (2)); 
# 68
finish29:; ; 
# 69
return (float)(((float)alpha27) - (47L)); 
# 70
} 
# 71
}
# 73
int main() { 
# 74
int len30 = 1912; 
# 75
(__cudaPushCallConfiguration(dim3(256, sizeof(float) * (32), sizeof(int) * (4)), 256, sizeof(double) * (64), nullptr)) ? (void)0 : warp17_kernel((unsigned)33, 5, &len30, &len30); 
# 76
float tmp31(fuse26((len30 - 46) / 2, nullptr)); 
# 77
(__cudaPushCallConfiguration((len30 + 31) / 32, 128)) ? (void)0 : warp17_kernel(((tmp31 >= len30) || (len30 >= tmp31)) ? tmp31 / (2) : ((19) - tmp31), (39L - len30) + (1), &len30, nullptr); 
# 78
return 0; 
# 79
} 

# 1 "v001626.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d3c1d2dc_10_v001626_cu_b4a4bb1a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001626.cudafe1.stub.c"
#include "v001626.cudafe1.stub.c"
# 1 "v001626.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
