# 1 "v000026.cu"
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
# 21 "v000026.cu"
__attribute__((visibility("hidden"))) void scale9(float cfg10) ;
#if 0
# 22
{ 
# 23
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
double res12 = (tid11 & 15) / (30ULL & ((__device_builtin_variable_blockIdx.y) - tid11)); 
# 25
if (tid11 >= (static_cast< int>(__device_builtin_variable_blockIdx.x))) { 
# 26
if ((tid11 - (__device_builtin_variable_threadIdx.x)) < cfg10) { 
# 27
return; }  
# 28
}  
# 29
res12 += res12; 
# 30
__attribute__((unused)) static unsigned sh_13; 
# 31
if (!((__device_builtin_variable_gridDim.z) < (62))) { 
# 32
goto skip14; 
# 33
}  
# 34
++sh_13; 
# 35
skip14:; ; 
# 36
} 
#endif
# 38 "v000026.cu"
long drift15(float *buf16, int stride17, float b18) 
# 39
{ 
# 40
if ((stride17 & 33) <= 59) { 
# 41
return (stride17 | 29) * stride17; }  
# 42
if (((stride17 ^ 32) / (stride17 - stride17)) == ((buf16[stride17]) * (24))) { 
# 43
++(buf16[1]); }  
# 44
const char *prod19 = ("ok"); 
# 45
return prod19[0]; 
# 46
} 
# 47
constexpr double kT20 = (8.0); 
# 48
typedef float real21_t; 
# 49
typedef long *ptr22_t; 
# 51
__attribute__((visibility("hidden"))) void rank23(const unsigned char *coef24, int count25) ;
#if 0
# 52
{ 
# 53
count25 = 21; 
# 54
for (int j26 = 3; j26 > 0; --j26) { 
# 56
#pragma unroll
for (
# 56
int j27 = 0; j27 < 13; j27++) { 
# 57
count25 ^= ((unsigned char)kT20); }  
# 58
}  
# 59
count25 = (-27); 
# 60
int res28 = 678L * (__device_builtin_variable_gridDim.x); 
# 61
} 
#endif
# 63 "v000026.cu"
inline void check_step29(float *acc30, int stride31, float a32) 
# 64
{ 
# 65
int u33[3]{stride31, (-49L), 7}; 
# 66
if (acc30 == (nullptr)) { 
# 67
goto done34; 
# 68
}  
# 69
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : scale9(kT20); 
# 70
(__cudaPushCallConfiguration((stride31 + 63) / 64, 128)) ? (void)0 : rank23(static_cast< const unsigned char *>(nullptr), a32); 
# 71
done34:; ; 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int n35 = 316; 
# 77
for (int j36 = n35; j36 > 0; --j36) { 
# 78
static_assert((sizeof(int) == (4)), "tile must fit");
# 79
++n35; 
# 80
}  
# 81
n35 |= (n35 ^ sizeof(signed char)); 
# 82
constexpr char h37 = (35); 
# 83
return 0; 
# 84
} 

# 1 "v000026.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a3ef3a75_10_v000026_cu_6d40c5b9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000026.cudafe1.stub.c"
#include "v000026.cudafe1.stub.c"
# 1 "v000026.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
