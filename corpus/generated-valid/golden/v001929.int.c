# 1 "v001929.cu"
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
# 6 "v001929.cu"
static int g_trace2; 
# 9
unsigned check_blend3(const long long *coef4, int n5, int lane6) { 
# 10
--lane6; 
# 11
lane6 *= ((((g_trace2 += lane6), lane6) + (lane6 * (coef4[n5 & 7]))) + ((lane6 + ((float)(11.25F))) + ((coef4[n5 & 7]) | (*coef4)))); 
# 12
(lane6--), (n5 *= 18U); 
# 13
dim3 v7(64, 16); 
# 14
if ((~n5) > 9) { 
# 15
return ((lane6 >= (coef4[g_trace2])) ? n5 : 23UL) - (39); 
# 16
}  
# 17
--g_trace2; 
# 18
int sum8 = 27 + ((int)(((coef4[g_trace2]) + (sizeof(unsigned short))) + g_trace2)); 
# 19
return ((sum8 * ((n5 < sum8) ? sizeof(unsigned) : n5)) < ((56) * (coef4[1]))) ? (int)3242 : sizeof(float); 
# 20
} 
# 23
__attribute__((visibility("hidden"))) void combine9(float b10, int n11, int *out12) ;
#if 0
# 23
{ 
# 24
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (idx13 >= n11) { 
# 26
return; 
# 27
}  
# 28
int base14 = idx13; 
# 29
float diff15 = b10; 
# 30
base14 ^= (*out12); 
# 31
n11 = (n11 % n11); 
# 32
b10 = b10; 
# 33
diff15++; 
# 34
b10 += __device_builtin_variable_warpSize; 
# 35
} 
#endif
# 37 "v001929.cu"
__attribute__((visibility("hidden"))) void kick16(const unsigned long *input17, const float *coef18) ;
#if 0
# 37
{ 
# 38
int i19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
char acc20 = (61L); 
# 40
acc20 *= (((__device_builtin_variable_threadIdx.z) + (3)) + (((input17[7]) * (4)) << (acc20 - 1677))); 
# 41
float prod21 = (49); 
# 42
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44 "v001929.cu"
template< class T, int N = 8> static void 
# 45
__wrapper__device_stub_gather22(T *&out23, T *&data24, const int *&coef25, unsigned *&out26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
(data24[__device_builtin_variable_threadIdx.z])--; 
# 47
__attribute__((unused)) static float sh_27[16][16]; 
# 48
(*data24) = (13.125); 
# 49
for (int it28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it28 < (sizeof(int) * (4)); it28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 50
(*out26) ^= ((((*data24) += (2.25F)), N) | 4473); 
# 51
unsigned m29 = __device_builtin_variable_blockDim.x; 
# 52
}  
# 53
} 
#endif

#pragma GCC diagnostic pop

# 44 "v001929.cu"
template< class T, int N = 8> static void 
# 45
gather22(T *out23, T *data24, const int *coef25, unsigned *out26) {__wrapper__device_stub_gather22<T,N>(out23,data24,coef25,out26);
# 53
return;}
#if 0
# 45
{ 
# 46
(data24[__device_builtin_variable_threadIdx.z])--; 
# 47
__attribute__((unused)) static float sh_27[16][16]; 
# 48
(*data24) = (13.125); 
# 49
for (int it28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it28 < (sizeof(int) * (4)); it28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 50
(*out26) ^= ((((*data24) += (2.25F)), N) | 4473); 
# 51
unsigned m29 = __device_builtin_variable_blockDim.x; 
# 52
}  
# 53
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55 "v001929.cu"
template< class T> static void 
# 56
__wrapper__device_stub_mix30_kernel(T *&acc31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
int tid32 = __device_builtin_variable_threadIdx.x; 
# 58
(acc31[(__device_builtin_variable_threadIdx.x) & (7)]) += (acc31[tid32 & 7]); 
# 59
(*acc31) *= 7; 
# 60
++(acc31[tid32 & 7]); 
# 61
} 
#endif

#pragma GCC diagnostic pop

# 55 "v001929.cu"
template< class T> static void 
# 56
mix30_kernel(T *acc31) {__wrapper__device_stub_mix30_kernel<T>(acc31);
# 61
return;}
#if 0
# 56
{ 
# 57
int tid32 = __device_builtin_variable_threadIdx.x; 
# 58
(acc31[(__device_builtin_variable_threadIdx.x) & (7)]) += (acc31[tid32 & 7]); 
# 59
(*acc31) *= 7; 
# 60
++(acc31[tid32 & 7]); 
# 61
} 
#endif
# 62 "v001929.cu"
enum class Axis33 { Red34, Low35, On36}; 
# 65
struct Pixel37 { 
# 66
float id38, vel39; 
# 67
double lo40; 
# 68
long long x41; 
# 69
void apply42(unsigned f43) { 
# 70
unsigned flag44 = (52); 
# 71
} 
# 72
}; 
# 74
template< class T, class U> 
# 75
__attribute((always_inline)) __attribute__((unused)) inline int trace45(T beta46) {int volatile ___ = 1;(void)beta46;
# 84
::exit(___);}
#if 0
# 75
{ 
# 76
int pass47 = 0; 
# 77
while (pass47 < 2) { 
# 78
int k48 = (sizeof(float)); 
# 79
k48 |= (pass47 | k48); 
# 80
__attribute__((unused)) static int sh_49[4 * 16]; 
# 81
++pass47; 
# 82
}  
# 83
return beta46 - beta46; 
# 84
} 
#endif
# 86 "v001929.cu"
int main() { 
# 87
int n50 = 694; 
# 88
cudaStream_t hi51 = ((cudaStream_t)0); 
# 89
int mid52 = n50 + ((20U ^ n50) - check_blend3((const long long *)nullptr, 58, g_trace2)); 
# 90
(__cudaPushCallConfiguration((g_trace2 + 127) / 128, 32)) ? (void)0 : mix30_kernel((long *)nullptr); 
# 91
int m53 = (37UL); 
# 92
if (g_trace2 < 21) { 
# 93
return (check_blend3(nullptr, mid52, -47)) * ((g_trace2 < n50) ? g_trace2 : 43UL); 
# 94
}  
# 95
float diff54{static_cast< float>(((((g_trace2 > g_trace2) ? 24U : g_trace2) + (2792 >> g_trace2)) + check_blend3(nullptr, (g_trace2 + sizeof(int)) + m53, check_blend3((const long long *)nullptr, 10, mid52))) + sizeof(long long))}; 
# 96
(__cudaPushCallConfiguration(((dim3)(1 << 6)), 64 * 8, 1 << 8, hi51)) ? (void)0 : combine9(check_blend3(nullptr, diff54, check_blend3(nullptr, g_trace2, diff54)), mid52 + check_blend3((const long long *)nullptr, 57ULL, mid52), nullptr); 
# 97
(__cudaPushCallConfiguration(2 * 2, 32 * 8, 0, hi51)) ? (void)0 : kick16((const size_t *)nullptr, (const float *)nullptr); 
# 98
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * (32))), dim3((g_trace2 + 127) / 128, 1))) ? (void)0 : gather22((double *)nullptr, (double *)nullptr, (const int *)nullptr, (unsigned *)nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v001929.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7af4705f_10_v001929_cu_ab83939d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001929.cudafe1.stub.c"
#include "v001929.cudafe1.stub.c"
# 1 "v001929.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
