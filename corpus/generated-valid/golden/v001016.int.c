# 1 "v001016.cu"
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
# 22 "v001016.cu"
__attribute__((visibility("hidden"))) void map_blend8(float *data, int n) ;
#if 0
# 22
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 24 "v001016.cu"
constexpr int fuse9(int stride10, int stride11) { 
# 25
return -stride10; 
# 26
} 
# 28
template< class T> 
# 29
struct Node12 { 
# 30
T id13; 
# 31
void total14(T v15) { 
# 32
v15 = ((unsigned char)37U); 
# 33
} 
# 34
}; 
# 36
__attribute__((visibility("hidden"))) void pack16_kernel(const double *input17, int *dst18) ;
#if 0
# 36
{ 
# 37
const int z19 = dst18[__device_builtin_variable_threadIdx.z]; 
# 38
fuse9(*input17, 4073); 
# 39
(dst18[__device_builtin_variable_warpSize & 7]) += fuse9(*dst18, input17[1]); 
# 40
int w20 = 0; 
# 41
do { 
# 42
--(dst18[6]); 
# 43
Node12< float>  h21 = Node12< float> {(31)}; 
# 44
(h21.id13) *= (((fuse9(__device_builtin_variable_threadIdx.x, w20) & 1) ? fuse9(__device_builtin_variable_threadIdx.x, __device_builtin_variable_blockDim.x) : (9.125F)) * (fuse9((input17[3]) - (5), 15U ^ w20))); 
# 45
++w20; 
# 46
} while (w20 < w20); 
# 47
} 
#endif
# 49 "v001016.cu"
unsigned short trace22(Node12< float>  b23) { 
# 50
(b23.id13) -= (b23.id13); 
# 51
(b23.id13) -= (6.5F); 
# 52
long *acc24 = (nullptr); 
# 53
(__cudaPushCallConfiguration(4 * 2, dim3(8, 256, 4))) ? (void)0 : pack16_kernel(nullptr, (int *)nullptr); 
# 54
return ((((*acc24) + 4L) >> fuse9(acc24[2], b23.id13)) < (acc24[4])) ? 'A' : (((b23.id13) - (b23.id13)) * (4)); 
# 55
} 
# 56
using idx25_t = int; 
# 57
static float g_warp26; 
# 59
__attribute__((visibility("hidden"))) void weigh27_kernel(double cfg28, Node12< long>  p29, const unsigned *in30, const unsigned long long *coef31) ;
#if 0
# 59
{ 
# 60
idx25_t tid32 = __device_builtin_variable_threadIdx.x; 
# 61
if (((unsigned)(__device_builtin_variable_threadIdx.y)) <= cfg28) { 
# 62
return; 
# 63
}  
# 64
cfg28 += (((p29.id13) += tid32), ((__device_builtin_variable_threadIdx.x) / 37L)); 
# 65
__attribute__((unused)) static unsigned char sh_33[32]; 
# 66
idx25_t val34 = (sh_33[tid32]) - fuse9((coef31[tid32]) - (coef31[tid32]), 55); 
# 67
cfg28 = (2); 
# 68
} 
#endif
# 70 "v001016.cu"
int accum35(float p36, idx25_t len37, unsigned long q38) { 
# 71
switch (~len37) { 
# 72
case 5:  { 
# 73
int pass39 = 0; 
# 74
while (pass39 < len37) { 
# 75
len37++; 
# 76
(q38--), (p36 /= ((int)len37)); 
# 77
p36 -= p36; 
# 78
++pass39; 
# 79
}  
# 80
break; 
# 81
} 
# 82
case 2 + (2 + (2 + 5)):  
# 83
break; 
# 84
case 2 + 4:  
# 85
break; 
# 86
case 4:  
# 87
break; 
# 88
default:  
# 89
break; 
# 90
}  
# 91
return (p36 <= q38) ? (41UL) * p36 : (1UL); 
# 92
} 
# 94
idx25_t check_relax40(double a41, idx25_t stride42, long b43 = 56L) { 
# 95
int pass44 = 0; 
# 96
do { 
# 97
dim3 off45 = ((dim3)((stride42 + 127) / 128)); 
# 98
stride42 ^= (((idx25_t)(33 << pass44)) * (b43 * ((b43 == stride42) ? sizeof(long) : (28L)))); 
# 99
++pass44; 
# 100
} while (pass44 < (2 + (2 + 3))); 
# 101
(__cudaPushCallConfiguration(1, 2 + (128 + (2 + (64 + 316))), 128 + 896)) ? (void)0 : map_blend8((float *)nullptr, stride42 % (b43 - (57))); 
# 102
return (int)(b43 * (26)); 
# 103
} 
# 105
int main() { 
# 106
int len46 = 1557; 
# 107
g_warp26--; 
# 108
++len46; 
# 109
g_warp26 = (4.5F); 
# 110
g_warp26 /= len46; 
# 111
(__cudaPushCallConfiguration((len46 + 31) / 32, (16 + 16) * 4)) ? (void)0 : weigh27_kernel((int)41UL, Node12< long> {22L}, nullptr, (const unsigned long long *)nullptr); 
# 112
return 0; 
# 113
} 

# 1 "v001016.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__42384b11_10_v001016_cu_c7f64c45
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001016.cudafe1.stub.c"
#include "v001016.cudafe1.stub.c"
# 1 "v001016.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
