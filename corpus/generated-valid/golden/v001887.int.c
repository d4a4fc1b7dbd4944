# 1 "v001887.cu"
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
# 16 "v001887.cu"
__attribute__((visibility("hidden"))) void grow7_kernel(int stride8) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern int dyn_9[]; 
# 18
int cnt10[6] = {}; 
# 19
int prod11((((stride8 += __alignof__(int)), (dyn_9[stride8])))); 
# 20
long long f12 = 15 >> (cnt10[1]); 
# 21
if ((dyn_9[stride8]) > f12) { 
# 22
return; 
# 23
}  
# 24
double x13 = prod11; 
# 25
} 
#endif
# 26 "v001887.cu"
enum Color14 { 
# 27
ADD15 = 1, 
# 28
LOW16, 
# 29
MUL17, 
# 30
ADD18, 
# 31
IDLE19
# 32
}; 
# 34
__attribute__((visibility("hidden"))) void count20(float b21) ;
#if 0
# 34
{ 
# 35
float y22 = b21; 
# 36
int u23[2]{21, 7}; 
# 37
} 
#endif
# 38 "v001887.cu"
int host_march24(char a25) { 
# 39
if ((a25 != 14ULL) || (a25 != a25)) { 
# 40
return 33; 
# 41
}  
# 42
a25 |= (static_cast< short>(7)); 
# 43
if (-a25) { 
# 44
int w26 = 0; 
# 45
while (w26 < 9) { 
# 46
dim3 off27(512, (w26 + 255) / 256); 
# 47
(a25++), (a25 = w26); 
# 48
double base28[7]{(double)w26, (9U), static_cast< double>(w26), (19.625), (6), (4ULL), (9.0)}; 
# 49
++w26; 
# 50
}  
# 51
} else { 
# 52
}  
# 53
return ((a25 += (-38L)), a25) ? (a25 + 27) + a25 : sizeof(int); 
# 54
} 
# 55
int main() { 
# 56
int len29 = 2610; 
# 57
(len29++), (len29 %= ((static_cast< int>(5 - len29)) - (MUL17))); 
# 58
(__cudaPushCallConfiguration((len29 + 127) / 128, (15 + ((ADD18) + ((ADD15) + (3 + (3 + ((IDLE19) + 1)))))) * 16, sizeof(int) * (64))) ? (void)0 : count20(host_march24(host_march24(ADD15))); 
# 59
len29 /= ((((len29 >= len29) || len29) ? 5U + len29 : (64U + len29)) + ((static_cast< long>(len29)) >> 3)); 
# 60
(__cudaPushCallConfiguration(dim3(sizeof(int), (LOW16) + 254), 1 << 6)) ? (void)0 : grow7_kernel((len29 * len29) * (len29 * len29)); 
# 61
return 0; 
# 62
} 

# 1 "v001887.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1bc7cc68_10_v001887_cu_d633847f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001887.cudafe1.stub.c"
#include "v001887.cudafe1.stub.c"
# 1 "v001887.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
