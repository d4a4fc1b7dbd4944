# 1 "v000095.cu"
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
# 21 "v000095.cu"
enum Level8 { 
# 22
BUSY9, 
# 23
SLOW10, 
# 24
BLUE11, 
# 25
BUSY12 = 5, 
# 26
ON13
# 27
}; 
# 29
__attribute__((visibility("hidden"))) void gather14(int len15, int count16) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern int dyn_17[]; 
# 31
int res18 = (23U); 
# 32
count16 = ((float)(dyn_17[len15])); 
# 33
int tmp19 = res18 - 51; 
# 34
} 
#endif
# 35 "v000095.cu"
const float g_tally20 = (13.25F); 
# 38
__attribute((always_inline)) __attribute__((unused)) static inline int split21(double cfg22, int count23, int count24) {int volatile ___ = 1;(void)cfg22;(void)count23;(void)count24;
# 69
::exit(___);}
#if 0
# 38
{ 
# 39
if (cfg22 == count24) { 
# 40
return cfg22; }  
# 41
switch (count24) { 
# 42
case 1 << (SLOW10):  
# 43
switch (count24) { 
# 44
case 1 << ((SLOW10) + 1):  { 
# 45
if (count24 >= 51) { 
# 46
break; }  
# 47
int *val25 = (static_cast< int *>(nullptr)); 
# 48
break; 
# 49
} 
# 50
case 1:  
# 51
break; 
# 52
default:  
# 53
if ((count23 != 36) || (cfg22 > (BUSY12))) { 
# 54
break; }  
# 55
break; 
# 56
}  
# 57
break; 
# 58
case 10:  
# 59
count24 = ((sizeof(long) >> count23) + ((((float)cfg22) >= cfg22) ? count23 + count24 : count24)); 
# 60
break; 
# 61
case 1:  
# 62
break; 
# 63
case sizeof(float) * ((SLOW10) + 1):  
# 64
break; 
# 65
default:  
# 66
break; 
# 67
}  
# 68
return 64UL; 
# 69
} 
#endif
# 71 "v000095.cu"
void norm26(int count27, int lane28) { 
# 72
cudaStream_t diff29 = ((cudaStream_t)0); 
# 73
(--count27), (count27 = (8L)); 
# 74
if (count27 + (ON13)) { 
# 75
return; }  
# 76
dim3 prod30 = dim3(256, (count27 + 31) / 32, (ON13) + (5 + 117)); 
# 77
} 
# 79
int main() { 
# 80
int len31 = 2796; 
# 81
len31 = g_tally20; 
# 82
for (int n32 = 0; n32 < 14; ++n32) { 
# 83
len31 = (((((double)len31) - ((len31 + 7) + g_tally20)) != (n32 * len31)) ? ((float)13) - (len31 - 26) : (static_cast< double>(19L))); }  
# 84
unsigned *idx33 = (nullptr); 
# 85
(__cudaPushCallConfiguration(dim3(256 * 2, 1), dim3((len31 + 63) / 64, 1, 1 << 4), sizeof(float) * (32))) ? (void)0 : gather14((char)(((*idx33) + g_tally20) + (5)), (g_tally20 * len31) + (3L)); 
# 86
return 0; 
# 87
} 

# 1 "v000095.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c68aa48a_10_v000095_cu_bd845d28
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000095.cudafe1.stub.c"
#include "v000095.cudafe1.stub.c"
# 1 "v000095.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
