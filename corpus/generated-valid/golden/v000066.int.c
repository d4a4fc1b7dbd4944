# 1 "v000066.cu"
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
# 21 "v000066.cu"
enum Mode4: unsigned { SLOW5 = 2U, BUSY6, IDLE7}; 
# 23
__attribute((always_inline)) __attribute__((unused)) inline unsigned smooth8(short *dst9, Mode4 p10) {int volatile ___ = 1;(void)dst9;(void)p10;
# 28
::exit(___);}
#if 0
# 23
{ 
# 24
float k11 = (1478); 
# 25
unsigned char v12((p10 * (4032)) & (*dst9)); 
# 26
static_assert(((((IDLE7) + (8 + (8 + 11))) * (2)) > (61)), "tile must fit");
# 27
return ((13 + v12) & (dst9[v12 & 7])); 
# 28
} 
#endif
# 30 "v000066.cu"
namespace gpu13 { 
# 31
__attribute__((unused)) long mix14(size_t b15 = 15) {int volatile ___ = 1;(void)b15;
# 50
::exit(___);}
#if 0
# 31
{ 
# 32
if ((__device_builtin_variable_blockDim.z) > (b15 - b15)) { 
# 33
switch (b15 + (7)) { 
# 34
case (SLOW5) + ((BUSY6) + (SLOW5)):  { 
# 35
Mode4 flag16 = BUSY6; 
# 36
float hi17 = (13.375F) - ((b15 + (SLOW5)) + (__device_builtin_variable_threadIdx.z)); 
# 37
break; 
# 38
} 
# 39
case 0:  { 
# 40
__attribute__((unused)) static long sh_18; 
# 41
break; 
# 42
} 
# 43
case ((BUSY6) + (SLOW5)) * (2):  
# 44
break; 
# 45
case 12:  
# 46
break; 
# 47
}  
# 48
}  
# 49
return b15; 
# 50
} 
#endif
# 52 "v000066.cu"
long long filter19(double beta20, int lane21, int len22 = 28) { 
# 53
float t23 = (23.75F); 
# 54
if ((beta20 > (34)) || (len22 >= 35)) { 
# 55
return -beta20; 
# 56
}  
# 57
return beta20 - lane21; 
# 58
} 
# 59
}
# 61
__attribute__((visibility("hidden"))) void spread24_kernel(int stride25, int n26) ;
#if 0
# 61
{ 
# 62
__attribute__((unused)) static double sh_27[128]; 
# 63
int cnt28 = (24LL); 
# 64
} 
#endif
# 66 "v000066.cu"
float run_relax29(int count30 = 18) { 
# 67
if ((BUSY6) > count30) { 
# 68
goto done31; 
# 69
}  
# 70
(__cudaPushCallConfiguration(dim3((count30 + 63) / 64, (count30 + 127) / 128, (count30 + 127) / 128), 128, 1 << 12, nullptr)) ? (void)0 : spread24_kernel(count30, count30); 
# 71
count30 = count30; 
# 72
done31:; ; 
# 73
return (18.0F); 
# 74
} 
# 76
int main() { 
# 77
int size32 = 1412; 
# 78
(__cudaPushCallConfiguration((size32 + 31) / 32, (128) * ((BUSY6) + (1)), 0)) ? (void)0 : spread24_kernel(-size32, (unsigned)(57 + size32)); 
# 79
if (const bool sum33 = size32 == (size32 * size32); size32 <= 30) { 
# 80
size32 = (((size32 + size32) * (sum33 + sum33)) % sum33); 
# 81
} else { 
# 82
(__cudaPushCallConfiguration(48 + 208, ((dim3)((size32 + 127) / 128)), (IDLE7) + (4092))) ? (void)0 : spread24_kernel(36, (1 * sum33) * (sum33 & 31U)); 
# 83
}  
# 84
(__cudaPushCallConfiguration((IDLE7) + (12), 512)) ? (void)0 : spread24_kernel(size32, size32); 
# 85
return 0; 
# 86
} 

# 1 "v000066.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__566f9cb5_10_v000066_cu_2db242a7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000066.cudafe1.stub.c"
#include "v000066.cudafe1.stub.c"
# 1 "v000066.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
