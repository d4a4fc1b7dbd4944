# 1 "v000392.cu"
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
# 12 "v000392.cu"
__attribute__((visibility("hidden"))) void norm5(const int *src6, int len7, const float *src8) ;
#if 0
# 12
{ 
# 13
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
int base10[4] = {(34ULL), (55UL), ('a'), 41}; 
# 15
len7--; 
# 16
if ((src8[2]) == (24)) { 
# 17
return; 
# 18
}  
# 19
bool y11 = (__device_builtin_variable_blockIdx.x) < ((*src6) - (__device_builtin_variable_threadIdx.z)); 
# 20
int res12 = sizeof(long long) * ((len7 / gid9) - (base10[2])); 
# 21
__attribute__((unused)) static int sh_13[128]; 
# 22
static_assert((sizeof(int) == (4)), "expected value");
# 23
} 
#endif
# 25 "v000392.cu"
__attribute__((visibility("hidden"))) void pivot14(unsigned q15, char a16) ;
#if 0
# 25
{ 
# 26
int i17 = __device_builtin_variable_threadIdx.x; 
# 27
int iter18 = 0; 
# 28
while (iter18 < 14) { 
# 29
a16 ^= ('A'); 
# 30
if (iter18 == i17) { 
# 31
return; 
# 32
}  
# 33
double tmp19 = (__device_builtin_variable_threadIdx.x) + (4); 
# 34
++iter18; 
# 35
}  
# 36
} 
#endif
# 38 "v000392.cu"
template< class T> 
# 39
struct Span20 { 
# 40
T y21; 
# 41
T val22; 
# 42
}; 
# 44
struct Vec23 { 
# 45
double y24; 
# 46
float mass25; 
# 47
char x26; 
# 48
double lo27; 
# 49
}; 
# 51
template< class T, class U> __attribute__((unused)) T 
# 52
smooth28(T *buf29, const Vec23 &alpha30) {int volatile ___ = 1;(void)buf29;(void)alpha30;
# 58
::exit(___);}
#if 0
# 52
{ 
# 53
(buf29[__device_builtin_variable_blockDim.x]) = (__device_builtin_variable_blockDim.x); 
# 54
__attribute__((unused)) static float sh_31[16]; 
# 55
const int stride32 = static_cast< double>(((sizeof(int)) * (alpha30.mass25)) + ((buf29[__device_builtin_variable_warpSize]) + 0)); 
# 56
float v33 = (13.75F); 
# 57
return 24; 
# 58
} 
#endif
# 60 "v000392.cu"
template< class T> T 
# 61
score34(T alpha35) { 
# 62
const T idx36 = alpha35; 
# 63
alpha35++; 
# 64
alpha35 *= (1.25); 
# 65
T val37 = (19.625) + idx36; 
# 66
Vec23 mid38{(8.75), (float)alpha35, 10UL, (8.0)}; 
# 67
return 43 + (idx36 * idx36); 
# 68
} 
# 70
__attribute__((visibility("hidden"))) void tally39_kernel(unsigned q40, double *buf41, const unsigned char *src42) ;
#if 0
# 70
{ 
# 71
int i43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 72
float u44 = (-(14.0F)); 
# 73
u44 = (sizeof(Span20< int> )); 
# 74
__attribute__((unused)) static double sh_45[128]; 
# 75
float u46[7]{u44, u44, (-(22.25F)), (15.375F), (26L), (-(16.25F)), (9UL)}; 
# 76
int mid47 = ((*src42) * i43) % ((1603) + q40); 
# 77
__attribute__((unused)) static Vec23 sh_48; 
# 78
} 
#endif
# 80 "v000392.cu"
int main() { 
# 81
int size49 = 2057; 
# 82
(__cudaPushCallConfiguration(4 * 2, 24 + 8, 0, (cudaStream_t)0)) ? (void)0 : pivot14((4798 + size49) - 57UL, size49); 
# 83
long acc50 = score34< long> (22L * ((int)size49)); 
# 84
(__cudaPushCallConfiguration(128, (24 + 8) * 16)) ? (void)0 : norm5(&size49, static_cast< long>(size49), (const float *)nullptr); 
# 85
(__cudaPushCallConfiguration(dim3((size49 + 63) / 64, 16, 256), 1 << 6)) ? (void)0 : pivot14(24, __alignof__(double)); 
# 86
(__cudaPushCallConfiguration(((dim3)((acc50 + (255)) / (256))), sizeof(float) * (24 + 8), sizeof(int) * (128))) ? (void)0 : tally39_kernel(score34< long> (score34< int> (827)), (double *)nullptr, static_cast< const unsigned char *>(nullptr)); 
# 87
return 0; 
# 88
} 

# 1 "v000392.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ddc9ee9d_10_v000392_cu_3dfc1a6b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000392.cudafe1.stub.c"
#include "v000392.cudafe1.stub.c"
# 1 "v000392.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
