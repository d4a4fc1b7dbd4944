# 1 "v001663.cu"
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
# 7 "v001663.cu"
static int c_warp3; 
# 8
enum Level4: short { BLUE5, BLUE6 = 4, BUSY7}; 
# 10
__attribute__((visibility("hidden"))) void fold8_kernel(unsigned short *data9) ;
#if 0
# 11
{ 
# 12
(data9[c_warp3]) &= 36; 
# 13
if ((*data9) <= (*data9)) { 
# 14
return; 
# 15
}  
# 16
(data9[0]) += ((signed char)(((int)(data9[c_warp3])) + (c_warp3 | c_warp3))); 
# 17
if (long long r10 = c_warp3; data9 == (nullptr)) { 
# 18
int s11 = (((c_warp3 * r10) < r10) ? c_warp3 * r10 : r10) / (data9[1]); 
# 19
float w12((1640)); 
# 20
s11--; 
# 21
}  
# 22
} 
#endif
# 24 "v001663.cu"
void tile13(int lane14) 
# 25
{ 
# 26
lane14 = 11; 
# 27
--lane14; 
# 28
lane14 *= ((((unsigned)((lane14 += lane14), 39)) < lane14) ? (unsigned)((lane14 += lane14), 39) : lane14); 
# 29
lane14 = (lane14 % ((lane14 - 51) + ((unsigned)2302))); 
# 30
unsigned short cnt15{(2)}; 
# 31
if ((cnt15 & lane14) >= cnt15) { 
# 32
goto out16; 
# 33
}  
# 34
cnt15 %= cnt15; 
# 35
out16:; ; 
# 36
} 
# 38
int main() 
# 39
{ 
# 40
int size17 = 2560; 
# 41
for (int n18 = 9; n18 > 0; --n18) { 
# 42
size17 = ((size17 += 49UL), 22UL); 
# 43
size17 = n18; 
# 44
++size17; 
# 45
}  
# 46
size17 = ((float)(17.625F)); 
# 47
(__cudaPushCallConfiguration(1 << (BLUE6), 64, 256)) ? (void)0 : fold8_kernel(nullptr); 
# 48
return 0; 
# 49
} 

# 1 "v001663.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__119f842e_10_v001663_cu_c_warp3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001663.cudafe1.stub.c"
#include "v001663.cudafe1.stub.c"
# 1 "v001663.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
