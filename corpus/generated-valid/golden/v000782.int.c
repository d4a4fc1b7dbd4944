# 1 "v000782.cu"
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
# 9 "v000782.cu"
int combine4(unsigned long long a5, int n6) { 
# 10
int h7 = a5; 
# 11
a5 = h7; 
# 12
++a5; 
# 13
a5 |= n6; 
# 14
for (int j8 = 0; j8 < 15; j8++) { 
# 15
a5 = (11); 
# 16
}  
# 17
unsigned char flag9 = h7; 
# 18
return -42; 
# 19
} 
# 21
__attribute__((visibility("hidden"))) void fold10_kernel(const unsigned *__restrict__ coef11, float beta12) ;
#if 0
# 21
{ 
# 22
int gid13 = __device_builtin_variable_threadIdx.x; 
# 23
float flag14 = combine4(((2) * beta12) + gid13, -49L); 
# 24
beta12 *= (__device_builtin_variable_threadIdx.x); 
# 25
} 
#endif
# 27 "v000782.cu"
__attribute((always_inline)) __attribute__((unused)) inline float rank15(size_t p16, float beta17 = (12.25F)) {int volatile ___ = 1;(void)p16;(void)beta17;
# 39
::exit(___);}
#if 0
# 27
{ 
# 28
__attribute__((unused)) static unsigned sh_18[32]; 
# 29
for (int j19 = 4; j19 > 0; --j19) { 
# 30
__attribute__((unused)) static long sh_20; 
# 31
constexpr float flag21 = (-17LL); 
# 32
}  
# 33
beta17 = (sh_18[18]); 
# 34
if ((sh_18[p16]) < 21ULL) { 
# 35
return (1.625F); 
# 36
}  
# 37
(sh_18[4]) = (combine4(((26LL) * beta17) * (combine4(__device_builtin_variable_threadIdx.x, 47UL)), (p16 / (__device_builtin_variable_threadIdx.y)) * (static_cast< int>(9)))); 
# 38
return (0.375F); 
# 39
} 
#endif
# 41 "v000782.cu"
static void apply22(int len23) ;
#if 0
# 41
{ 
# 42
int gid24 = __device_builtin_variable_threadIdx.x; 
# 43
for (int it25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it25 < gid24; it25 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 44
len23 = (37LL); 
# 45
}  
# 46
const unsigned off26 = rank15((2 * (static_cast< int>(len23))) + gid24, (len23 / 9) * (8.375F)); 
# 47
} 
#endif
# 49 "v000782.cu"
__attribute__((unused)) void filter27(int len28, int count29) {int volatile ___ = 1;(void)len28;(void)count29;
# 54
::exit(___);}
#if 0
# 49
{ 
# 50
for (int n30 = 15; n30 > 0; --n30) { 
# 51
do { int tmp_ = len28; len28 = count29; count29 = tmp_; } while (0); 
# 52
len28 = combine4(combine4(10, 4) + ((__device_builtin_variable_warpSize <= n30) ? count29 : n30), combine4(__device_builtin_variable_gridDim.x, -10)); 
# 53
}  
# 54
} 
#endif
# 56 "v000782.cu"
template< class T> 
# 57
struct Node31 { 
# 58
T id32; 
# 59
T lo33; 
# 60
T hi34; 
# 61
}; 
# 63
int host_rank35(const unsigned *coef36, unsigned *acc37, float beta38) { 
# 64
combine4(35UL + ((acc37[1]) * (acc37[1])), combine4(32, combine4(7, 13UL))); 
# 65
dim3 w39 = dim3(32 * 2, 128); 
# 66
combine4(*coef36, combine4(23, (48) + beta38)); 
# 67
beta38 *= (combine4(((2) * beta38) + ((3708) - beta38), beta38 - (coef36[1]))); 
# 68
combine4((coef36[7]) + beta38, (beta38 * (acc37[7])) + (+(coef36[6]))); 
# 69
return (combine4((27) * (*acc37), beta38)) + (((acc37 == (nullptr)) && (acc37[1])) ? (3) + (coef36[2]) : (coef36[1])); 
# 70
} 
# 77
__attribute__((visibility("hidden"))) void map_weigh41(int *data, int n) ;
#if 0
# 77
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 78 "v000782.cu"
__attribute__((visibility("hidden"))) void map_kick42(float *data, int n) ;
#if 0
# 78
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 80 "v000782.cu"
__attribute((noinline)) __attribute__((unused)) void combine43(int n44, Node31< int>  q45, int *__restrict__ out46) {int volatile ___ = 1;(void)n44;(void)q45;(void)out46;
# 92
::exit(___);}
#if 0
# 80
{ 
# 81
Node31< int>  acc47{static_cast< int>(rank15(n44, out46[6])), (-4L), (-64)}; 
# 82
if (out46 == (nullptr)) { 
# 83
return; 
# 84
}  
# 85
switch (*out46) { 
# 86
case 12:  
# 87
break; 
# 88
}  
# 89
bool acc48 = (!out46) || (((__device_builtin_variable_gridDim.z) - (acc47.lo33)) || (n44 >= ((q45.id32) + n44))); 
# 90
float sum49 = static_cast< double>(rank15(n44)); 
# 91
Node31< int>  q50 = Node31< int> {(int)(acc47.hi34), 3, 4}; 
# 92
} 
#endif
# 94 "v000782.cu"
void run_tally51(int lane52, bool beta53, Node31< int>  a54) { 
# 95
(__cudaPushCallConfiguration((lane52 + 63) / 64, 128 * 4, sizeof(int) * (32), nullptr)) ? (void)0 : fold10_kernel((const unsigned *)nullptr, 6); 
# 96
a54 = a54; 
# 97
(a54.hi34) *= (((14U * (a54.lo33)) * (1)) - (-lane52)); 
# 98
lane52 += host_rank35(nullptr, nullptr, a54.lo33); 
# 99
} 
# 101
int main() { 
# 102
int size55 = 768; 
# 103
size55 = (10L); 
# 104
float *diff56 = (nullptr); 
# 105
(*diff56) = size55; 
# 106
size55 &= ((55UL - (size55 + size55)) + (((unsigned char)32) * host_rank35((const unsigned *)nullptr, reinterpret_cast< unsigned *>(diff56), (16.125F)))); 
# 107
constexpr unsigned char mid57 = (255); 
# 108
size55 = size55; 
# 109
(__cudaPushCallConfiguration(((dim3)(64)), 256)) ? (void)0 : apply22(13UL); 
# 110
(__cudaPushCallConfiguration(((dim3)(4)), 256, 4096, nullptr)) ? (void)0 : map_weigh41(nullptr, mid57); 
# 111
(__cudaPushCallConfiguration(2, ((dim3)((size55 + 255) / 256)), 4096, 0)) ? (void)0 : map_kick42(diff56, *diff56); 
# 112
return 0; 
# 113
} 

# 1 "v000782.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7b38853b_10_v000782_cu_675663d2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000782.cudafe1.stub.c"
#include "v000782.cudafe1.stub.c"
# 1 "v000782.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
