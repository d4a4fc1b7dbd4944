# 1 "v001927.cu"
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
# 22 "v001927.cu"
__attribute__((visibility("hidden"))) void split6(unsigned *acc7, const double *in8) ;
#if 0
# 22
{ 
# 23
int h9 = (in8[(__device_builtin_variable_gridDim.y) & (7)]) - (61 << ((*acc7) - (55))); 
# 24
if ((acc7[h9]) != (in8[h9 & 7])) { 
# 25
for (int j10 = 0; j10 < 14; ++j10) { 
# 26
if (j10 <= 23) { 
# 27
continue; 
# 28
}  
# 29
constexpr int u11 = 28; 
# 30
h9--; 
# 31
}   
# 32
} else { 
# 33
}  
# 34
} 
#endif
# 35 "v001927.cu"
enum Color12 { GREEN13, IDLE14}; 
# 37
constexpr int step15(int stride16) { 
# 38
int off17 = (IDLE14) & stride16; 
# 39
return 15; 
# 40
} 
# 42
inline unsigned march18(double a19 = (4.5F)) { 
# 43
if (a19 > (static_cast< int>(15))) { 
# 44
for (int n20 = 13; n20 > 0; --n20) { 
# 45
if (step15(a19) >= 42) { 
# 46
return 23UL; 
# 47
}  
# 48
Color12 r21 = IDLE14; 
# 49
}  
# 50
a19 = (IDLE14); 
# 51
size_t u22 = (1); 
# 52
} else { 
# 53
}  
# 54
return 1; 
# 55
} 
# 57
int main() { 
# 58
int n23 = 3351; 
# 59
if ((n23 + n23) != (static_cast< unsigned char>(n23))) { 
# 60
(__cudaPushCallConfiguration((n23 + 255) / 256, 12 + 116)) ? (void)0 : split6(static_cast< unsigned *>(nullptr), nullptr); 
# 61
}  
# 62
n23 = (step15(n23 / 823L) | 3393); 
# 63
constexpr long u24 = (41); 
# 64
return 0; 
# 65
} 

# 1 "v001927.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9a2b076c_10_v001927_cu_1ffd694e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001927.cudafe1.stub.c"
#include "v001927.cudafe1.stub.c"
# 1 "v001927.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
