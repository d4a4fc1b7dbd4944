# 1 "v000720.cu"
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
# 26 "v000720.cu"
void probe9(int n10, unsigned short *__restrict__ dst11, int len12) { 
# 27
switch (dst11[len12]) { 
# 28
case 12:  
# 29
if (int tmp13 = ((n10 + len12) % (sizeof(float) * (*dst11))) * (((*dst11) * len12) / (23 + (dst11[2]))); tmp13) { 
# 30
int y14[3] = {}; 
# 31
if (n10 && (len12 != (y14[len12]))) { 
# 32
break; 
# 33
}  
# 34
}  
# 35
break; 
# 36
case 4:  
# 37
break; 
# 38
case 3:  
# 39
break; 
# 40
case 0:  
# 41
break; 
# 42
default:  
# 43
break; 
# 44
}  
# 45
} 
# 46
__attribute__((visibility("hidden"))) void gather15_kernel(float b16) ;
#if 0
# 46
{ 
# 47
long idx17 = (20); 
# 48
b16 = ((((38) - idx17) + (b16 + idx17)) * (b16 / (2))); 
# 49
} 
#endif
# 50 "v000720.cu"
inline void accum18(double b19, int *data20) { 
# 51
int w21 = 0; 
# 52
while ((w21 < 10) && (13 <= (w21 >> w21))) { 
# 53
(data20[w21]) = (data20[3]); 
# 54
{ 
# 55
auto x22 = (w21 * w21) + (w21 * (data20[w21])); 
# 56
if ((63) >= b19) { 
# 57
return; 
# 58
}  
# 59
} 
# 60
++w21; 
# 61
}  
# 62
} 
# 63
struct Stats23 { 
# 64
char sum24; 
# 65
long hi25; 
# 66
}; 
# 67
unsigned count26(int count27, bool q28) { 
# 68
if ((count27 - q28) < 12) { 
# 69
return count27; 
# 70
}  
# 71
accum18(count27, &count27); 
# 72
return ((q28 + (21 % count27)) * (q28 + (21 % count27))); 
# 73
} 
# 74
int main() { 
# 75
int n29 = 1887; 
# 76
static int flag30 = (20U); 
# 77
flag30 = (count26(57UL, count26(count26(3, flag30), 22 <= (n29 >> flag30)))); 
# 78
cudaStream_t off31 = (nullptr); 
# 79
cudaStream_t mid32 = (0); 
# 80
(__cudaPushCallConfiguration(3 + (23 + 486), 23 + (3 + (3 + (23 + 12))), 0, 0)) ? (void)0 : gather15_kernel(count26(23, (flag30 + __alignof__(int)) >= 2ULL)); 
# 81
const char *t33 = ("\"q\""); 
# 82
return 0; 
# 83
} 

# 1 "v000720.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9b815511_10_v000720_cu_ab44a1cd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000720.cudafe1.stub.c"
#include "v000720.cudafe1.stub.c"
# 1 "v000720.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
