# 1 "v002057.cu"
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
# 16 "v002057.cu"
static void sift5(int n6, const int *__restrict__ in7, int n8, int *acc9) ;
#if 0
# 16
{ 
# 17
int mid10 = 1; 
# 18
bool lim11 = n8 != 22; 
# 19
int diff12 = +n6; 
# 20
const unsigned char *sum13 = reinterpret_cast< const unsigned char *>(acc9); 
# 21
float cnt14 = diff12; 
# 22
} 
#endif
# 24 "v002057.cu"
__attribute__((unused)) float bias15(float *__restrict__ data16) {int volatile ___ = 1;(void)data16;
# 28
::exit(___);}
#if 0
# 24
{ 
# 25
(data16[4]) = (3.625F); 
# 26
(data16[1]) *= (data16[2]); 
# 27
return data16[4]; 
# 28
} 
#endif
# 30 "v002057.cu"
struct __attribute((aligned(8))) Cell17 { 
# 31
bool id18; 
# 32
unsigned z19; 
# 33
unsigned y20, w21; 
# 34
}; 
# 36
inline Cell17 operator+(Cell17 a, Cell17 b) { 
# 37
Cell17 r = a; 
# 38
(r.z19) += (b.z19); 
# 39
(r.y20) += (b.y20); 
# 40
(r.w21) += (b.w21); 
# 41
return r; 
# 42
} 
# 45
__attribute((noinline)) __attribute__((unused)) int filter22(int len23) {int volatile ___ = 1;(void)len23;
# 56
::exit(___);}
#if 0
# 45
{ 
# 46
unsigned short hi24 = bias15(nullptr) * (5); 
# 47
bias15((float *)nullptr); 
# 48
bias15(nullptr); 
# 50
#pragma unroll
for (
# 50
int it25 = 0; it25 < len23; it25++) { 
# 51
len23 ^= (it25 - 1); 
# 52
}  
# 53
hi24 *= ((1) / bias15(nullptr)); 
# 54
float v26 = (61); 
# 55
return v26; 
# 56
} 
#endif
# 58 "v002057.cu"
__attribute__((visibility("hidden"))) void count27(const float *__restrict__ src28, float alpha29) ;
#if 0
# 58
{ 
# 59
__attribute__((unused)) extern int dyn_30[]; 
# 60
alpha29 += ((dyn_30[0]) * bias15((float *)nullptr)); 
# 61
for (int j31 = 0; j31 < 4; ++j31) { 
# 62
Cell17 idx32 = Cell17{(static_cast< bool>(false)), 4U, (46L), (static_cast< unsigned>(32U))}; 
# 63
}  
# 64
bias15(&alpha29); 
# 65
filter22(bias15(&alpha29)); 
# 66
(dyn_30[5]) /= (dyn_30[2]); 
# 67
} 
#endif
# 70 "v002057.cu"
__attribute__((visibility("hidden"))) void sweep33(int lane34, const unsigned long *in35) ;
#if 0
# 70
{ 
# 71
lane34 = 1007; 
# 72
lane34 = lane34; 
# 73
} 
#endif
# 75 "v002057.cu"
int main() { 
# 76
int count36 = 1159; 
# 77
count36 = ((count36 += count36), count36); 
# 78
(__cudaPushCallConfiguration((count36 + 255) / 256, (1 + (1 + 2)) * 8)) ? (void)0 : count27(nullptr, 1); 
# 79
if (count36 == count36) { 
# 80
return (38) * (static_cast< unsigned>(count36)); 
# 81
}  
# 82
(__cudaPushCallConfiguration((count36 + 63) / 64, 512)) ? (void)0 : sift5(count36, (const int *)nullptr, 18U, &count36); 
# 83
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : sweep33(count36, static_cast< const size_t *>(nullptr)); 
# 84
return 0; 
# 85
} 

# 1 "v002057.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3eec9029_10_v002057_cu_f6bbfe41
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002057.cudafe1.stub.c"
#include "v002057.cudafe1.stub.c"
# 1 "v002057.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
