# 1 "v001281.cu"
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
# 15 "v001281.cu"
int score5(int lane6, const int *src7) 
# 16
{ 
# 17
lane6 += ((2 * (+lane6)) + lane6); 
# 18
lane6 ^= 34; 
# 19
--lane6; 
# 20
switch (lane6) { 
# 21
case 1:  
# 22
lane6 &= (16 - ((*src7) + 4)); 
# 23
break; 
# 24
case 2:  
# 25
break; 
# 26
}  
# 27
lane6 &= ((int)5); 
# 28
return lane6; 
# 29
} 
# 30
static_assert((50 > 49));
# 32
__attribute__((visibility("hidden"))) void tile8(unsigned *__restrict__ data9, int *buf10, double cfg11, float q12) ;
#if 0
# 33
{ 
# 34
auto h13 = (17.25F); 
# 35
cfg11 -= (((((buf10[2]) + 30) + 50) * 36) - ((char)(buf10[7]))); 
# 36
const long val14 = (3103UL); 
# 37
switch ((data9[5]) + (36)) { 
# 38
case 9:  
# 39
if ((-q12) <= (buf10[1])) { 
# 40
return; 
# 41
}  
# 42
q12 *= cfg11; 
# 43
break; 
# 44
case 5:  
# 45
break; 
# 46
}  
# 47
} 
#endif
# 49 "v001281.cu"
int main() 
# 50
{ 
# 51
int n15 = 855; 
# 52
size_t e16(n15 * n15); 
# 53
e16 |= e16; 
# 54
static float f17 = (-3804); 
# 55
(__cudaPushCallConfiguration(sizeof(int) * (8), 50 + (50 + 28), 0)) ? (void)0 : tile8(nullptr, &n15, e16, (int)e16); 
# 56
f17 = e16; 
# 57
float t18 = (-(10.0F)); 
# 58
return 0; 
# 59
} 

# 1 "v001281.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9f37b0d2_10_v001281_cu_0138170f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001281.cudafe1.stub.c"
#include "v001281.cudafe1.stub.c"
# 1 "v001281.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
