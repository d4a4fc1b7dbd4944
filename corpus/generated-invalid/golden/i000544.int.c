# 1 "i000544.cu"
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
# 17 "i000544.cu"
__attribute__((visibility("hidden"))) void pivot8(int *acc9) ;
#if 0
# 18
{ 
# 19
auto diff10 = 42 - (acc9[5]); 
# 20
switch (diff10) { 
# 21
case 7:  
# 22
(acc9[2]) = (((32UL - (acc9[diff10])) * diff10) - (42)); 
# 23
(acc9[diff10]) = (10UL); 
# 24
break; 
# 25
}  
# 26
bool val11(((*acc9) >> (diff10 + 63UL)) - 1); 
# 27
int t12 = 4 - ((val11 + diff10) - (val11 * (acc9[diff10]))); 
# 28
float off13 = (((diff10 += val11), ((static_cast< float>(val11)) / (27)))); 
# 29
} 
#endif
# 31 "i000544.cu"
__attribute__((visibility("hidden"))) void scatter14_kernel(int len15) ;
#if 0
# 32
{ 
# 33
switch (len15) { 
# 34
case 6:  
# 35
--len15; 
# 36
break; 
# 37
case 8:  
# 38
break; 
# 39
}  
# 40
len15 = len15; 
# 41
len15 <<= len15; 
# 42
if (((len15 >> 4) - 4) >= 32) { 
# 43
const short k16 = len15; 
# 44
len15 += 256; 
# 45
}  
# 46
} 
#endif
# 47 "i000544.cu"
static constexpr long RADIUS17 = (1 << 3); 
# 49
__attribute((noinline)) __attribute__((unused)) long long clamp18(unsigned char beta19) 
# 50
{int volatile ___ = 1;(void)beta19;
# 59
::exit(___);}
#if 0
# 50
{ 
# 51
__attribute__((unused)) static int sh_20[1 << 4]; 
# 52
double mid21 = (static_cast< short>(((sh_20[beta19]) < sizeof(int)) ? sh_20[7] : beta19)) >> ((beta19 += 21UL), (3 * beta19)); 
# 53
if (16 > (sh_20[beta19])) { 
# 54
goto skip22; 
# 55
}  
# 56
beta19 = mid21; 
# 57
skip22:; ; 
# 58
return 8; 
# 59
} 
#endif
# 60 "i000544.cu"
int probe_25(); 
# 62
int main() 
# 63
{ 
# 64
int n23 = 2437; 
# 65
n23 += sizeof(int (void)); 
# 66
cudaStream_t stride24 = (nullptr); 
# 67
++n23; 
# 68
{ 
# 69
n23--; 
# 70
(__cudaPushCallConfiguration(dim3(2 * 2, 1 << 9), 128, 0, 0)) ? (void)0 : scatter14_kernel(32); 
# 71
} 
# 72
(--n23), (n23 *= RADIUS17); 
# 73
(__cudaPushCallConfiguration(1, 1 << 5, sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : pivot8(&n23); 
# 74
return 0; 
# 75
} 

# 1 "i000544.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00ce4c88_10_i000544_cu_474ba67a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000544.cudafe1.stub.c"
#include "i000544.cudafe1.stub.c"
# 1 "i000544.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
