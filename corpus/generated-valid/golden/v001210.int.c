# 1 "v001210.cu"
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
# 14 "v001210.cu"
__attribute__((visibility("hidden"))) void spread4_kernel(long *__restrict__ out5, const char *in6) ;
#if 0
# 14
{ 
# 15
unsigned tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
(out5[__device_builtin_variable_blockDim.x]) = (9); 
# 17
switch ((out5[7]) - (42U)) { 
# 18
case 7:  
# 19
break; 
# 20
case 2 * 3:  { 
# 21
unsigned mid8(((-(-4036)) % (*in6)) - 7); 
# 22
mid8 += (tid7 * (*out5)); 
# 23
break; 
# 24
} 
# 25
case 5:  { 
# 26
double base9[6] = {}; 
# 27
break; 
# 28
} 
# 29
}  
# 30
} 
#endif
# 31 "v001210.cu"
static int d_march10[32]; 
# 34
inline int relax11(int count12, int stride13, float *acc14) { 
# 35
unsigned t15 = (4467); 
# 36
if (count12) { 
# 37
return stride13 + (34UL % count12); 
# 38
}  
# 39
size_t lim16 = (+t15) - ((25UL * count12) + ((char)55)); 
# 40
(acc14[6])++; 
# 41
lim16 %= ((t15 + count12) - sizeof(unsigned)); 
# 42
t15++; 
# 43
++lim16; 
# 44
return 4398; 
# 45
} 
# 47
short mix17(unsigned *__restrict__ acc18) { 
# 48
if ((acc18[2]) <= (*acc18)) { 
# 49
return (9) - ((acc18[7]) + (*acc18)); 
# 50
}  
# 51
if ((acc18[6]) != (acc18[7])) { 
# 52
return acc18[6]; 
# 53
}  
# 54
([]() { 
# 55
(__cudaPushCallConfiguration(16 * 16, 256, 0)) ? (void)0 : spread4_kernel((long *)nullptr, nullptr); 
# 56
} )(); 
# 57
float hi19 = ((2.375F) - (+(acc18[4]))) - (7.0F); 
# 58
(acc18[0]) -= (sizeof(double) + (static_cast< size_t>(*acc18))); 
# 59
return hi19; 
# 60
} 
# 62
int main() { 
# 63
int n20 = 1222; 
# 64
const float x21 = (56L); 
# 65
int lim22 = (n20 + 6) + 33; 
# 66
char idx23 = ((size_t)x21) * n20; 
# 67
idx23 -= 9; 
# 68
return 0; 
# 69
} 

# 1 "v001210.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2a9bb5c6_10_v001210_cu_1eb60779
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001210.cudafe1.stub.c"
#include "v001210.cudafe1.stub.c"
# 1 "v001210.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
