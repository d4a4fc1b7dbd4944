# 1 "v000374.cu"
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
# 22 "v000374.cu"
void bias5(double cfg6, char alpha7) { 
# 23
cfg6++; 
# 24
int pass8 = 0; 
# 25
while (pass8 < pass8) { 
# 26
if (pass8 <= (cfg6 - alpha7)) { 
# 27
return; 
# 28
}  
# 29
alpha7++; 
# 30
++pass8; 
# 31
}  
# 32
float *x9 = ((float *)nullptr); 
# 33
unsigned short h10 = alpha7; 
# 34
long w11 = ((float)((int)8)); 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void count12(int len13, int lane14) ;
#if 0
# 37
{ 
# 38
len13--; 
# 39
int pass15 = 0; 
# 40
while (pass15 < len13) { 
# 41
unsigned long long w16(3402UL - (((int)pass15) % (29 * pass15))); 
# 42
len13 %= lane14; 
# 43
++pass15; 
# 44
}  
# 45
} 
#endif
# 47 "v000374.cu"
struct Particle17 { 
# 48
float z18; 
# 49
long long val19; 
# 50
long long total20() const { 
# 51
int val21 = (z18) * (((val19) * (val19)) - ((10) * (z18))); 
# 52
return +((30UL) * (val19)); 
# 53
} 
# 54
void total22(unsigned sum23) { 
# 55
if (((z18) == (26U)) || ((val19) <= (4))) { 
# 56
return; 
# 57
}  
# 58
} 
# 59
}; 
# 61
int main() { 
# 62
int size24 = 1631; 
# 63
if (size24) { 
# 64
if (unsigned e25 = size24 >> size24; e25 == 4UL) { 
# 65
size24 = (size24 * 57); 
# 66
e25 *= ((60) * ((e25 / size24) - (23))); 
# 67
}  
# 68
}  
# 69
(__cudaPushCallConfiguration((size24 + 255) / 256, 16 * 8)) ? (void)0 : count12(-size24, (int)5L); 
# 70
return 0; 
# 71
} 

# 1 "v000374.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47920f20_10_v000374_cu_9844c8a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000374.cudafe1.stub.c"
#include "v000374.cudafe1.stub.c"
# 1 "v000374.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
