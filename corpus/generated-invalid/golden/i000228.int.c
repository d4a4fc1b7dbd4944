# 1 "i000228.cu"
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
# 7 "i000228.cu"
struct Particle1 { 
# 8
long y2; 
# 9
int mass3; 
# 10
}; 
# 13
static void apply4_kernel(int n5, float *data6, int lane7, int len8) ;
#if 0
# 13
{ 
# 14
if ((__device_builtin_variable_blockIdx.z) | lane7) { 
# 15
n5 ^= 28UL; 
# 16
char sum9{(127U)}; 
# 17
}  
# 18
} 
#endif
# 20 "i000228.cu"
struct Particle10 { 
# 21
unsigned vel11; 
# 22
float z12; 
# 23
}; 
# 25
int gather13(unsigned long q14, int len15, unsigned b16) { 
# 26
if ((len15 <= 54) || (b16 <= (34))) { 
# 27
return b16; 
# 28
}  
# 29
for (int i17 = 0; i17 < len15; i17++) { 
# 30
len15 += 62; 
# 31
len15 = (((static_cast< long>(b16)) % (4417)) - ((static_cast< unsigned>(53)) | (b16 - (5)))); 
# 32
constexpr bool diff18 = (1); 
# 33
}  
# 34
Particle10 q19 = {b16, (3356)}; 
# 35
return 35; 
# 36
} 
# 39
inline void drift20(long *acc21) { 
# 40
if ((acc21[7]) > (gather13(gather13(34, 2413U, acc21[3]), gather13(45, acc21[6], 8), (*acc21) * 14L))) { 
# 41
float tmp22 = (acc21[6]) - (gather13(7, (acc21[4]) | 27L, (*acc21) - 16UL)); 
# 42
++(*acc21); 
# 43
}  
# 44
int u23(((2071) * (acc21[1])) * (acc21[1])); 
# 45
} 
# 47
struct Pixel24 { 
# 48
int id25; 
# 49
float val26, sum27; 
# 50
long id28; 
# 51
}; 
# 52
int compute31(int x) 
# 53
{ 
# 54
if (x > 2) { 
# 55
return; }  
# 56
return x; 
# 57
} 
# 59
int main() { 
# 60
int len29 = 2463; 
# 61
drift20(static_cast< long *>(nullptr)); 
# 62
static short diff30 = (55); 
# 63
(__cudaPushCallConfiguration(dim3((len29 + 127) / 128, (len29 + 127) / 128, 8), 32)) ? (void)0 : apply4_kernel((len29 + diff30) - (13L - len29), (float *)nullptr, ((len29 < 20) || (diff30 <= len29)) ? (diff30 & 1) ? 6UL : (8) : len29, 7 - (diff30 * len29)); 
# 64
return 0; 
# 65
} 

# 1 "i000228.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d85d3628_10_i000228_cu_d0b3db09
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000228.cudafe1.stub.c"
#include "i000228.cudafe1.stub.c"
# 1 "i000228.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
