# 1 "v001933.cu"
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
# 20 "v001933.cu"
__attribute__((visibility("hidden"))) void smooth6(const unsigned *coef7, char cfg8, const int *in9) ;
#if 0
# 20
{ 
# 21
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
cfg8 = (-127); 
# 23
if (cfg8 <= (in9[__device_builtin_variable_blockDim.y])) { 
# 24
goto done11; 
# 25
}  
# 26
if ((coef7[__device_builtin_variable_blockIdx.x]) > tid10) { 
# 27
return; 
# 28
}  
# 29
static_assert((55 == 55));
# 30
cfg8 = (*in9); 
# 31
done11:; ; 
# 32
} 
#endif
# 34 "v001933.cu"
__attribute__((visibility("hidden"))) void trace12_kernel(unsigned *out13) ;
#if 0
# 34
{ 
# 35
unsigned i14 = __device_builtin_variable_threadIdx.x; 
# 36
long long m15[3]{1LL, 7LL, (static_cast< long long>(36))}; 
# 37
if (__device_builtin_variable_warpSize > (*out13)) { 
# 38
return; 
# 39
}  
# 40
++(out13[i14]); 
# 41
} 
#endif
# 43 "v001933.cu"
__attribute__((visibility("hidden"))) void clamp16_kernel(const float *in17, int *dst18) ;
#if 0
# 43
{ 
# 44
switch (~(dst18[(__device_builtin_variable_threadIdx.x) & (7)])) { 
# 45
case 0:  
# 46
break; 
# 47
default:  { 
# 48
int pass19 = 0; 
# 49
do { 
# 50
(dst18[6]) = (in17[4]); 
# 51
++pass19; 
# 52
} while (pass19 < pass19); 
# 53
break; 
# 54
} 
# 55
}  
# 56
if (((dst18[7]) & 1) || (dst18[(__device_builtin_variable_threadIdx.z) & (7)])) { 
# 57
return; 
# 58
}  
# 59
--(*dst18); 
# 60
const bool v20 = (1); 
# 61
if ((__device_builtin_variable_blockDim.y) & (1)) { 
# 62
goto out21; 
# 63
}  
# 64
static_assert((((1 << 1) * 3) == 6), "expected value");
# 65
out21:; ; 
# 66
} 
#endif
# 68 "v001933.cu"
static void check_rank22(int lane23, unsigned p24 = 0LL) { 
# 69
(__cudaPushCallConfiguration(dim3((p24 + (63)) / (64), 2, 2), ((dim3)(1 << 5)), 17 + 1007, (cudaStream_t)0)) ? (void)0 : clamp16_kernel((const float *)nullptr, (int *)nullptr); 
# 70
(__cudaPushCallConfiguration(dim3(2 * 4, 1 << 9, 1), 17 + 239, 17 + (17 + (59 + 931)), 0)) ? (void)0 : smooth6((const unsigned *)nullptr, (15UL >> lane23) & (1134U), (const int *)nullptr); 
# 71
} 
# 73
template< class T, int N = 7> 
# 74
__attribute((always_inline)) __attribute__((unused)) inline int rank25(const T *in26) {int volatile ___ = 1;(void)in26;
# 80
::exit(___);}
#if 0
# 74
{ 
# 75
int s27 = N >> (__device_builtin_variable_blockDim.x); 
# 76
const T u28 = (N); 
# 77
s27 = N; 
# 78
T s29 = s27; 
# 79
return 31UL; 
# 80
} 
#endif
# 82 "v001933.cu"
__attribute__((visibility("hidden"))) void kick30(long long *dst31, int lane32, float *acc33, int stride34) ;
#if 0
# 82
{ 
# 83
int gid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 84
if (gid35 >= stride34) { 
# 85
return; 
# 86
}  
# 87
(acc33[5])++; 
# 88
float lim36 = stride34; 
# 89
} 
#endif
# 91 "v001933.cu"
int main() { 
# 92
int count37 = 2977; 
# 93
int iter38 = 0; 
# 94
while ((iter38 < iter38) && (52 == count37)) { 
# 95
int cnt39 = iter38 - 1; 
# 96
(__cudaPushCallConfiguration((iter38 + 63) / 64, (59 + 5) * 8)) ? (void)0 : trace12_kernel(nullptr); 
# 97
++iter38; 
# 98
}  
# 99
const int z40 = (9 >> iter38) + ((iter38 < 17) ? count37 : 2); 
# 100
count37 = ((count37 += z40), count37); 
# 101
(__cudaPushCallConfiguration(((dim3)((z40 + 31) / 32)), 17 + 15)) ? (void)0 : kick30((long long *)nullptr, count37, nullptr, 38UL / iter38); 
# 102
return 0; 
# 103
} 

# 1 "v001933.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2829b98b_10_v001933_cu_c4b24664
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001933.cudafe1.stub.c"
#include "v001933.cudafe1.stub.c"
# 1 "v001933.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
