# 1 "v000192.cu"
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
# 16 "v000192.cu"
struct alignas(8) Stats6 { 
# 17
float vel7; 
# 18
int vel8; 
# 19
unsigned char lo9; 
# 20
float vel10; 
# 21
}; 
# 22
static unsigned short c_blend11; 
# 24
int count12(int n13, int count14, int lane15) { 
# 25
int off16{(17UL)}; 
# 26
int pass17 = 0; 
# 27
do { 
# 28
++off16; 
# 29
count14 &= (((count14 << lane15) - n13) * pass17); 
# 30
++pass17; 
# 31
} while (pass17 < 7); 
# 32
return pass17 - (off16 / pass17); 
# 33
} 
# 35
void mix18(float *out19) { 
# 36
if ((-(*out19)) != (50L)) { 
# 37
goto out23; 
# 38
}  
# 39
if (count12(2761U, *out19, out19[2])) { 
# 40
return; 
# 41
}  
# 42
for (int it20 = 0; it20 < (3 + 8); it20++) { 
# 43
switch (it20) { 
# 44
case 4:  
# 45
break; 
# 46
case 2 * 5:  { 
# 47
for (int it21 = 0; it21 < 16; it21 += 3) { 
# 48
--(*out19); 
# 49
(out19[it21])++; 
# 50
}  
# 51
long *y22 = reinterpret_cast< long *>(out19); 
# 52
break; 
# 53
} 
# 54
default:  
# 55
break; 
# 56
}  
# 57
}  
# 58
out23:; ; 
# 59
} 
# 61
__attribute__((visibility("hidden"))) void shade24_kernel(const int *src25, long long *out26, const Stats6 cfg27, float b28) ;
#if 0
# 61
{ 
# 62
unsigned i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
mix18(nullptr); 
# 64
count12(cfg27.lo9, i29, __device_builtin_variable_threadIdx.x); 
# 65
if (int idx30 = count12(38 + count12(src25[c_blend11], cfg27.vel10, 7), b28, count12((int)24UL, 7 << (out26[c_blend11]), src25[1])); ((c_blend11 - 3770UL) + __device_builtin_variable_warpSize) <= ((6) * i29)) { 
# 66
mix18(&b28); 
# 67
idx30 <<= count12(__device_builtin_variable_blockDim.x, 1929UL, idx30); 
# 68
b28 = (sizeof(float) + (count12(3560U, 7 * c_blend11, idx30))); 
# 69
}  
# 70
int prod31{5}; 
# 71
} 
#endif
# 73 "v000192.cu"
int main() { 
# 74
int len32 = 1763; 
# 75
len32 -= (((len32 / sizeof(Stats6)) + len32) + ((32U * len32) * (len32 << len32))); 
# 76
if (len32 == count12(4021, 45UL, 7)) { 
# 77
(__cudaPushCallConfiguration(5 + 11, 256)) ? (void)0 : shade24_kernel(&len32, (long long *)nullptr, Stats6{}, len32); 
# 78
int iter33 = 0; 
# 79
while (iter33 < 15) { 
# 80
--len32; 
# 81
len32 ^= iter33; 
# 82
++iter33; 
# 83
}  
# 84
}  
# 85
return 0; 
# 86
} 

# 1 "v000192.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__90014f96_10_v000192_cu_3e88c631
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000192.cudafe1.stub.c"
#include "v000192.cudafe1.stub.c"
# 1 "v000192.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
