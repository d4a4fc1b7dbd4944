# 1 "i000138.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 15 "i000138.cu"
__attribute__((unused)) static unsigned long grow5(int *acc6) {int volatile ___ = 1;(void)acc6;
# 24
::exit(___);}
#if 0
# 15
{ 
# 16
(acc6[3]) = 33; 
# 17
if (((__device_builtin_variable_threadIdx.x) < (*acc6)) && (!acc6)) { 
# 18
return (61UL * (__device_builtin_variable_gridDim.y)) + (33 * (*acc6)); 
# 19
}  
# 20
if ((acc6[__device_builtin_variable_blockIdx.z]) || ((*acc6) >= (*acc6))) { 
# 21
return acc6[2]; 
# 22
}  
# 23
return *acc6; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 26 "i000138.cu"
namespace gpu7 { 
# 27
constexpr int bump8(int len9) { 
# 28
len9 -= ((((unsigned)27) - len9) & (33)); 
# 29
char q10 = len9; 
# 30
return q10; 
# 31
} 
# 33
void shade11(int len12) { 
# 34
int iter13 = 0; 
# 35
if ((len12 * len12) == 33) { 
# 36
goto out15; 
# 37
}  
# 38
do { 
# 39
if ((iter13 % (35 + len12)) < len12) { 
# 40
len12 = (0L); 
# 41
++len12; 
# 42
} else { 
# 43
long long e14{static_cast< long long>(55 * iter13)}; 
# 44
if (!(len12 < iter13)) { 
# 45
continue; 
# 46
}  
# 47
}  
# 48
++iter13; 
# 49
}  while (iter13 < len12); 
# 50
out15:; ; 
# 51
} 
# 53
static void count16_kernel(int stride17, unsigned a18, float b19, unsigned b20) ;
#if 0
# 53
{ 
# 54
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (gid21 >= stride17) { 
# 56
return; 
# 57
}  
# 58
stride17 = a18; 
# 59
grow5((int *)nullptr); 
# 60
a18 ^= 4300U; 
# 61
if (const double z22 = (2.125); ((__device_builtin_variable_threadIdx.y) & (1)) && (b20 < gid21)) { 
# 62
const size_t u23 = ((stride17 += a18), ((7) - b20)) + (stride17 / gpu7::bump8(b19)); 
# 63
stride17 ^= (((29) * (__device_builtin_variable_blockIdx.x)) + a18); 
# 64
b19 /= ((__device_builtin_variable_threadIdx.x) * (~stride17)); 
# 65
}  
# 66
} 
#endif
# 67 "i000138.cu"
}
# 69
int tile24(int len25, int count26, int *out27) { 
# 70
if (count26 < len25) { 
# 71
goto out30; 
# 72
}  
# 73
count26 = (gpu7::bump8(len25 / (*out27)) & (count26 + (-(out27[count26])))); 
# 74
(out27[count26]) %= len25; 
# 75
if (float s28 = ((double)(-33)); s28 >= ((out27[4]) & 62)) { 
# 76
int idx29 = s28 - (5 - (*out27)); 
# 77
--(out27[6]); 
# 78
}  
# 79
out30:; ; 
# 80
return gpu7::bump8(gpu7::bump8(len25)) | gpu7::bump8(out27[count26]); 
# 81
} 
# 83
int main() { 
# 84
int len31 = 3389; 
# 85
len31 = (len31 << 40); 
# 86
float prod32 = 19LL + ((len31 % 33) - (+len31)); 
# 87
dim3 t33((len31 + 127) / 128, (len31 + 31) / 32); 
# 88
(__cudaPushCallConfiguration(sizeof(int) * (4), t33, 1024, (cudaStream_t)0)) ? (void)0 : gpu7::count16_kernel(42UL, gpu7::bump8((float)prod32), len31, 16L); 
# 89
return 0; 
# 90
} 

# 1 "i000138.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__63a96d36_10_i000138_cu_a02d0cd8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000138.cudafe1.stub.c"
#include "i000138.cudafe1.stub.c"
# 1 "i000138.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
