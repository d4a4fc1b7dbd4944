# 1 "v002088.cu"
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
# 21 "v002088.cu"
__attribute__((visibility("hidden"))) void spread8(int count9, int lane10, size_t *out11) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern unsigned dyn_12[]; 
# 24
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
(dyn_12[1]) = tid13; 
# 26
int y14 = dyn_12[__device_builtin_variable_threadIdx.x]; 
# 27
(dyn_12[1])++; 
# 28
(--count9), (lane10 = ((lane10 += tid13), (tid13 - (' ')))); 
# 29
((*out11)--), (y14 = (-8)); 
# 30
count9 = (count9 * 20); 
# 31
} 
#endif
# 33 "v002088.cu"
struct Span15 { 
# 34
int weight16; 
# 35
int w17; 
# 36
}; 
# 37
static Span15 c_split18; 
# 39
static void march19(int stride20, double *acc21) ;
#if 0
# 40
{ 
# 41
int gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
if (gid22 >= stride20) { 
# 43
return; 
# 44
}  
# 45
switch (stride20 * (__device_builtin_variable_blockIdx.x)) { 
# 46
case 5:  
# 47
stride20 = (((stride20 % (c_split18.weight16)) * (stride20 - (c_split18.weight16))) - 4915L); 
# 48
(*acc21)--; 
# 49
break; 
# 50
default:  
# 51
++stride20; 
# 52
break; 
# 53
}  
# 54
auto v23 = 19; 
# 55
do { v23 += 43; } while (0); 
# 56
} 
#endif
# 58 "v002088.cu"
namespace kern24 { namespace inner25 { 
# 59
static constexpr int LANES26 = 32; 
# 60
static int d_smooth27[8]; 
# 61
}}
# 63
template< class T, int N> __attribute__((unused)) inline T 
# 64
scatter28(const T *src29, int count30) 
# 65
{int volatile ___ = 1;(void)src29;(void)count30;
# 75
::exit(___);}
#if 0
# 65
{ 
# 66
(kern24::inner25::d_smooth27[7]) = 469; 
# 67
__attribute__((unused)) static int sh_31[128]; 
# 68
++(sh_31[__device_builtin_variable_threadIdx.x]); 
# 69
__attribute__((unused)) static float sh_32[16]; 
# 70
if (constexpr size_t res33 = (133); (((2 * (*src29)) + kern24::inner25::LANES26) * (c_split18.w17)) >= 53) { 
# 71
int mid34[4] = {50}; 
# 72
float off35((2)); 
# 73
}  
# 74
return 5 + (c_split18.weight16); 
# 75
} 
#endif
# 77 "v002088.cu"
namespace _GLOBAL__N__9e1f44ce_10_v002088_cu_83f28d5b __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__9e1f44ce_10_v002088_cu_83f28d5b; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__9e1f44ce_10_v002088_cu_83f28d5b __attribute__((visibility("hidden")))  { 
# 78
char tile36(Span15 p37, double *data38, float *data39) 
# 79
{ 
# 80
p37 = Span15{}; 
# 81
(data39[7])--; 
# 82
return *data38; 
# 83
} 
# 84
enum class Op40 { 
# 85
Busy41, 
# 86
Off42 = 4, 
# 87
Busy43, 
# 88
Slow44, 
# 89
Green45
# 90
}; 
# 92
void march46(const int *in47, const double *src48) ;
#if 0
# 93
{ 
# 94
(kern24::inner25::d_smooth27[7]) = (-scatter28< int, 1> (in47, 2067)); 
# 95
--(kern24::inner25::d_smooth27[__device_builtin_variable_gridDim.y]); 
# 96
--(kern24::inner25::d_smooth27[(__device_builtin_variable_blockDim.y) & (7)]); 
# 97
(kern24::inner25::d_smooth27[__device_builtin_variable_threadIdx.x]) = (scatter28< unsigned, 5> (reinterpret_cast< const unsigned *>(src48), src48[__device_builtin_variable_threadIdx.x])); 
# 98
} 
#endif
# 99 "v002088.cu"
}
# 101
int main() 
# 102
{ 
# 103
int len49 = 1839; 
# 104
unsigned char base50[7]{(47), (45), (' '), (255L), (55), (16U), (8)}; 
# 105
(__cudaPushCallConfiguration((len49 + 31) / 32, ((dim3)(64)))) ? (void)0 : march46((const int *)nullptr, (const double *)nullptr); 
# 106
(base50[len49]) = (base50[len49]); 
# 107
float sum51 = (29 % (len49 & len49)) - (21.875F); 
# 108
if ((base50[len49]) > 22) { 
# 109
return 19; 
# 110
}  
# 111
char mid52 = tile36(Span15{}, nullptr, &sum51); 
# 112
(__cudaPushCallConfiguration(256, kern24::inner25::LANES26, (256 + 256) * 2)) ? (void)0 : spread8(tile36(Span15{32, (25UL)}, nullptr, &sum51), (float)58UL, static_cast< size_t *>(nullptr)); 
# 113
(__cudaPushCallConfiguration(((dim3)(8)), kern24::inner25::LANES26 + (5 + (kern24::inner25::LANES26 + 443)), 32 + (5 + (5 + (5 + (32 + 177)))))) ? (void)0 : march19(tile36(Span15{29, len49}, nullptr, &sum51), nullptr); 
# 114
return 0; 
# 115
} 

# 1 "v002088.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e1f44ce_10_v002088_cu_83f28d5b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002088.cudafe1.stub.c"
#include "v002088.cudafe1.stub.c"
# 1 "v002088.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
