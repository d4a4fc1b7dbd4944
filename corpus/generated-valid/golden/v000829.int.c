# 1 "v000829.cu"
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
# 21 "v000829.cu"
__attribute__((visibility("hidden"))) void probe9_kernel(int *data10, long alpha11, int lane12) ;
#if 0
# 21
{ 
# 22
unsigned idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
unsigned *idx14 = reinterpret_cast< unsigned *>(data10); 
# 25
#pragma unroll
for (
# 25
int it15 = 0; it15 < lane12; it15++) { 
# 26
int lim16 = it15; 
# 27
((idx14[4])--), ((data10[2]) = ((45) + (lane12 % ((idx14[0]) - (5))))); 
# 28
}  
# 29
} 
#endif
# 30 "v000829.cu"
enum class Color17: int { 
# 31
High18, 
# 32
Fast19, 
# 33
Slow20, 
# 34
Fast21 = 8, 
# 35
Off22
# 36
}; 
# 37
typedef float real23_t; 
# 39
static void norm24(char *dst25, real23_t *buf26, unsigned p27, int stride28) ;
#if 0
# 39
{ 
# 40
int i29 = __device_builtin_variable_threadIdx.x; 
# 41
if (i29 >= stride28) { 
# 42
return; 
# 43
}  
# 44
double s30[2] = {((15.5F)), (double)((__device_builtin_variable_blockDim.z) >> 1)}; 
# 46
#pragma unroll
for (
# 46
int n31 = 0; n31 < stride28; ++n31) { 
# 47
long *prod32 = reinterpret_cast< long *>(dst25); 
# 48
if ((__device_builtin_variable_warpSize << (prod32[5])) >= 6) { 
# 49
return; 
# 50
}  
# 51
}  
# 52
} 
#endif
# 53 "v000829.cu"
constexpr inline int LANES33 = 128; 
# 55
__attribute__((visibility("hidden"))) void sift34_kernel(int *dst35, int lane36) ;
#if 0
# 55
{ 
# 56
int gid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
const int *prod38 = (nullptr); 
# 58
int lim39[5] = {58, 44, LANES33}; 
# 59
{ 
# 60
unsigned lim40 = (sizeof(int)) * ((double)(__device_builtin_variable_blockDim.x)); 
# 61
switch (~(*dst35)) { 
# 62
case 11:  
# 63
break; 
# 64
case 7:  
# 65
break; 
# 66
case 6:  
# 67
do { lane36 += ((((lane36 < 7UL) ? lane36 : 7UL) < ((lim39[__device_builtin_variable_threadIdx.y]) >> 6LL)) ? (lane36 < 7UL) ? lane36 : 7UL : ((lim39[__device_builtin_variable_threadIdx.y]) >> 6LL)); } while (0); 
# 68
break; 
# 69
}  
# 70
} 
# 71
if (((dst35[lane36]) + 13) > (__device_builtin_variable_threadIdx.x)) { 
# 72
return; 
# 73
}  
# 74
} 
#endif
# 76 "v000829.cu"
int check_scatter41(int n42) { 
# 77
n42 = ((double)sizeof(int)); 
# 78
char idx43 = (9); 
# 79
if ((idx43 & 1) && (2ULL != n42)) { 
# 80
goto done44; 
# 81
}  
# 82
idx43 = (sizeof(short)); 
# 83
done44:; ; 
# 84
return ((41U + n42) - (n42 * LANES33)) % (4183UL * ((26 >= n42) ? 50 : LANES33)); 
# 85
} 
# 87
int main() { 
# 88
int size45 = 1874; 
# 89
cudaStream_t m46 = (0); 
# 90
int iter47 = 0; 
# 91
do { 
# 92
size45 = ((size45 == ((unsigned)22)) ? ((size45 > 53) ? iter47 : iter47) << 5 : 13); 
# 93
int v48[3] = {}; 
# 94
++iter47; 
# 95
} while (iter47 < 10); 
# 96
(__cudaPushCallConfiguration(((dim3)((iter47 + 127) / 128)), ((dim3)(13 + (13 + 6))), 0, m46)) ? (void)0 : probe9_kernel(nullptr, (real23_t)13, ((~iter47) >= iter47) ? iter47 : LANES33); 
# 97
(__cudaPushCallConfiguration((iter47 + 127) / 128, ((dim3)((size45 + 255) / 256)))) ? (void)0 : norm24(nullptr, nullptr, LANES33, 44 - (size45 * size45)); 
# 98
(__cudaPushCallConfiguration(8, dim3(1, 4, 8))) ? (void)0 : sift34_kernel(nullptr, (36 * iter47) / LANES33); 
# 99
return 0; 
# 100
} 

# 1 "v000829.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__17dfa84e_10_v000829_cu_02cc0fb6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000829.cudafe1.stub.c"
#include "v000829.cudafe1.stub.c"
# 1 "v000829.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
