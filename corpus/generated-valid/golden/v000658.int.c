# 1 "v000658.cu"
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
# 9 "v000658.cu"
using ptr3_t = float *; 
# 10
enum State4 { 
# 11
RED5, 
# 12
IDLE6, 
# 13
BUSY7, 
# 14
BUSY8 = 8, 
# 15
ADD9 = 12
# 16
}; 
# 18
long scale10(State4 b11, int lane12, float beta13) 
# 19
{ 
# 20
for (int n14 = ((BUSY7) * 3); n14 > 0; --n14) { 
# 21
int w15 = 0; 
# 22
do { 
# 23
if ((static_cast< unsigned char>(w15)) & 1) { 
# 24
break; 
# 25
}  
# 26
for (int i16 = 7; i16 > 0; --i16) { 
# 27
int s17 = (5 * lane12) & ((((sizeof(int) != lane12) ? n14 : 2635U) != beta13) ? 11 : sizeof(unsigned)); 
# 28
}  
# 29
++w15; 
# 30
} while (w15 < n14); 
# 31
}  
# 32
++beta13; 
# 33
++lane12; 
# 34
return ((lane12 += b11), (-35)); 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void reduce18(int *dst19, ptr3_t data20, float a21) ;
#if 0
# 38
{ 
# 39
++a21; 
# 40
State4 f22 = ADD9; 
# 41
} 
#endif
# 43 "v000658.cu"
void spread23(const int *coef24, State4 cfg25) 
# 44
{ 
# 45
for (int j26 = 0, j27 = 13; j26 < j27; (++j26), (--j27)) { 
# 46
for (int it28 = 0, j29 = ((IDLE6) + 11); it28 < j29; (++it28), (--j29)) { 
# 47
int pass30 = 0; 
# 48
while (pass30 < j29) { 
# 49
cfg25 = RED5; 
# 50
++pass30; 
# 51
}  
# 52
}  
# 53
}  
# 54
} 
# 56
int main() 
# 57
{ 
# 58
int len31 = 494; 
# 59
for (int it32 = 0; it32 < len31; ++it32) { 
# 60
(__cudaPushCallConfiguration((it32 + 31) / 32, 32, (2 + 510) * 2)) ? (void)0 : reduce18(&len31, nullptr, (16.375F)); 
# 61
len31 = it32; 
# 62
}  
# 63
len31 = ((((len31 < len31) ? 59 : len31) - (32 * len31)) - len31); 
# 64
dim3 res33((BUSY7) + 126, 1, 1 << ((BUSY7) + ((IDLE6) + (BUSY7)))); 
# 65
return 0; 
# 66
} 

# 1 "v000658.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2749724b_10_v000658_cu_27ade384
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000658.cudafe1.stub.c"
#include "v000658.cudafe1.stub.c"
# 1 "v000658.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
