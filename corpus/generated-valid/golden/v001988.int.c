# 1 "v001988.cu"
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
# 9 "v001988.cu"
struct __attribute((aligned(16))) Acc4 { 
# 10
bool val5; 
# 11
float val6; 
# 12
int mass7; 
# 13
float bump8(int cnt9) const 
# 14
{ 
# 15
cnt9 *= ((val5) * (1 * (cnt9 ^ (val5)))); 
# 16
int e10{4749}; 
# 17
return mass7; 
# 18
} 
# 19
float reset11(float u12) const 
# 20
{ 
# 21
u12 = (val6); 
# 22
return val6; 
# 23
} 
# 24
}; 
# 26
inline Acc4 operator+(Acc4 a, Acc4 b) 
# 27
{ 
# 28
Acc4 r = a; 
# 29
(r.val6) += (b.val6); 
# 30
(r.mass7) += (b.mass7); 
# 31
return r; 
# 32
} 
# 34
__attribute((noinline)) __attribute__((unused)) float fuse13(double q14, signed char p15) 
# 35
{int volatile ___ = 1;(void)q14;(void)p15;
# 49
::exit(___);}
#if 0
# 35
{ 
# 36
int w16 = 0; 
# 37
do { 
# 38
const long long s17 = ((__device_builtin_variable_gridDim.x) * (static_cast< short>(43))) - 49UL; 
# 39
++w16; 
# 40
} while (w16 < w16); 
# 41
if (!((35) == q14)) { 
# 42
return 7UL | w16; 
# 43
}  
# 44
unsigned short v18 = q14 - (3018); 
# 45
__attribute__((unused)) static float sh_19; 
# 46
sh_19 = (w16 + v18); 
# 47
sh_19 *= (v18 & ((v18 & w16) ^ w16)); 
# 48
return (7.875F); 
# 49
} 
#endif
# 51 "v001988.cu"
__attribute__((visibility("hidden"))) void warp20_kernel(unsigned q21) ;
#if 0
# 52
{ 
# 53
unsigned gid22 = __device_builtin_variable_threadIdx.x; 
# 54
Acc4 m23 = {false, (21), 6}; 
# 55
if (q21 > (m23.val6)) { 
# 56
return; 
# 57
}  
# 58
__attribute__((unused)) static Acc4 sh_24[8]; 
# 59
} 
#endif
# 61 "v001988.cu"
float run_trace25(float beta26) 
# 62
{ 
# 63
dim3 diff27(128); 
# 64
beta26 = (((beta26 += beta26), 7) & 2663); 
# 65
return (3.375F); 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int len28 = 3451; 
# 71
len28 %= (((len28 - 15L) * (23 - len28)) - (4569)); 
# 72
static_assert((5 > 4), "expected value");
# 73
len28 ^= (5 - len28); 
# 74
len28 ^= len28; 
# 75
const char *w29 = ("AB"); 
# 76
len28 = ((unsigned)len28); 
# 77
(__cudaPushCallConfiguration(dim3((len28 + 63) / 64, (len28 + 255) / 256), 256)) ? (void)0 : warp20_kernel(len28); 
# 78
return 0; 
# 79
} 

# 1 "v001988.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__88f80f9b_10_v001988_cu_52f2dd55
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001988.cudafe1.stub.c"
#include "v001988.cudafe1.stub.c"
# 1 "v001988.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
