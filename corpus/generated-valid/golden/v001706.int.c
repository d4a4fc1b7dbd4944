# 1 "v001706.cu"
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
# 5 "v001706.cu"
__attribute__((unused)) long filter1(signed char a2, unsigned *dst3, const int *in4) 
# 6
{int volatile ___ = 1;(void)a2;(void)dst3;(void)in4;
# 10
::exit(___);}
#if 0
# 6
{ 
# 7
int prod5 = (-56); 
# 8
a2 = (20); 
# 9
return (((dst3[(__device_builtin_variable_blockDim.x) & (7)]) + (64)) * prod5) * 9UL; 
# 10
} 
#endif
# 11 "v001706.cu"
static float d_warp6; 
# 13
__attribute__((visibility("hidden"))) void sweep7_kernel(float cfg8, unsigned alpha9, double *dst10) ;
#if 0
# 14
{ 
# 15
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if ((45) >= ((*dst10) - cfg8)) { 
# 17
return; 
# 18
}  
# 19
__attribute__((unused)) static int sh_12[8]; 
# 20
bool r13 = (33) & (__device_builtin_variable_gridDim.z); 
# 21
(dst10[i11]) = (filter1(-filter1(37U, reinterpret_cast< unsigned *>(dst10), reinterpret_cast< const int *>(dst10)), reinterpret_cast< unsigned *>(dst10), reinterpret_cast< const int *>(dst10))); 
# 22
(*dst10) /= (filter1(filter1(dst10[7], reinterpret_cast< unsigned *>(dst10), reinterpret_cast< const int *>(dst10)) / (9L & i11), reinterpret_cast< unsigned *>(dst10), reinterpret_cast< const int *>(dst10))); 
# 23
__attribute__((unused)) static unsigned sh_14[13][13]; 
# 24
} 
#endif
# 26 "v001706.cu"
__attribute__((visibility("hidden"))) void smooth15(int *data16) ;
#if 0
# 27
{ 
# 28
int gid17 = __device_builtin_variable_threadIdx.x; 
# 29
int base18 = (-39); 
# 30
int r19 = data16[1]; 
# 31
int w20 = 0; 
# 32
do { 
# 33
d_warp6--; 
# 34
++w20; 
# 35
} while (w20 < 3); 
# 36
unsigned u21 = filter1((((*data16) += 1U), filter1(60, reinterpret_cast< unsigned *>(data16), data16)), reinterpret_cast< unsigned *>(data16), data16); 
# 37
} 
#endif
# 39 "v001706.cu"
template< class T, class U> __attribute__((unused)) long 
# 40
smooth22(U cfg23) 
# 41
{int volatile ___ = 1;(void)cfg23;
# 54
::exit(___);}
#if 0
# 41
{ 
# 42
static_assert((6 == 6), "bad config");
# 43
if (((__device_builtin_variable_blockDim.x) | (20)) & (1)) { 
# 44
return filter1(127UL + cfg23, nullptr, static_cast< const int *>(nullptr)); 
# 45
}  
# 46
int iter24 = 0; 
# 47
do { 
# 48
unsigned lo25 = (filter1(iter24, static_cast< unsigned *>(nullptr), nullptr) - filter1(-38, (unsigned *)nullptr, (const int *)nullptr)) + (((iter24 & iter24) & 1) ? iter24 * cfg23 : d_warp6); 
# 49
__attribute__((unused)) static float sh_26[16]; 
# 50
++iter24; 
# 51
} while (iter24 < 2); 
# 52
d_warp6 = (((iter24 + d_warp6) + (10.0F)) - ((iter24 - (16.375F)) / cfg23)); 
# 53
return iter24; 
# 54
} 
#endif
# 56 "v001706.cu"
__attribute__((visibility("hidden"))) void bump27(const unsigned *__restrict__ coef28, float *data29, int stride30) ;
#if 0
# 57
{ 
# 58
int val31 = ~(smooth22< long, int> (coef28[5]) * smooth22< long, unsigned> (d_warp6)); 
# 59
stride30--; 
# 60
__attribute__((unused)) static int sh_32[256]; 
# 61
{ 
# 62
smooth22< unsigned, long> (filter1(-d_warp6, reinterpret_cast< unsigned *>(data29), reinterpret_cast< const int *>(coef28))); 
# 63
filter1(127, reinterpret_cast< unsigned *>(data29), reinterpret_cast< const int *>(coef28)); 
# 64
} 
# 65
} 
#endif
# 67 "v001706.cu"
__attribute__((visibility("hidden"))) void split33(int *buf34) ;
#if 0
# 68
{ 
# 69
unsigned idx35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
__attribute__((unused)) static unsigned long sh_36; 
# 71
(buf34[sh_36]) = (filter1(idx35 / (38), reinterpret_cast< unsigned *>(buf34), buf34) * (__device_builtin_variable_blockDim.z)); 
# 72
int w37 = 0; 
# 73
do { 
# 74
(buf34[7])--; 
# 75
++w37; 
# 76
} while (w37 < w37); 
# 77
const double z38 = (-(16.875F)); 
# 78
sh_36 = ((((w37 & 1) ? __device_builtin_variable_threadIdx.x : 30U) + (2850 - w37)) % (1973)); 
# 79
(*buf34)--; 
# 80
} 
#endif
# 82 "v001706.cu"
__attribute__((unused)) void update39(int lane40, int stride41) 
# 83
{int volatile ___ = 1;(void)lane40;(void)stride41;
# 92
::exit(___);}
#if 0
# 83
{ 
# 84
if (((lane40 & 1) ? sizeof(unsigned) : stride41) == d_warp6) { 
# 85
return; 
# 86
}  
# 87
int off42 = filter1(stride41, nullptr, nullptr); 
# 88
unsigned short t43((filter1(smooth22< float, int> (lane40), nullptr, (const int *)nullptr)) | 4842UL); 
# 89
int mid44 = (857L * ((__device_builtin_variable_threadIdx.x) * (41))) - (filter1(56, (unsigned *)nullptr, nullptr) & (static_cast< unsigned>(__device_builtin_variable_threadIdx.x))); 
# 90
off42 %= lane40; 
# 91
stride41 = (2915U); 
# 92
} 
#endif
# 94 "v001706.cu"
int main() 
# 95
{ 
# 96
int n45 = 504; 
# 97
++n45; 
# 98
(__cudaPushCallConfiguration((n45 + 31) / 32, dim3(256, 2), sizeof(double) * (128))) ? (void)0 : sweep7_kernel((14.625F), n45, (double *)nullptr); 
# 99
(__cudaPushCallConfiguration((n45 + 63) / 64, 512, 4096)) ? (void)0 : smooth15((int *)nullptr); 
# 100
(__cudaPushCallConfiguration(dim3((n45 + 63) / 64, (n45 + 63) / 64, (n45 + 127) / 128), dim3(1, (n45 + 63) / 64), 512 * 8)) ? (void)0 : bump27(static_cast< const unsigned *>(nullptr), (float *)nullptr, n45); 
# 101
(__cudaPushCallConfiguration(((dim3)((n45 + 63) / 64)), 512, 0)) ? (void)0 : split33((int *)nullptr); 
# 102
return 0; 
# 103
} 

# 1 "v001706.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__625d5219_10_v001706_cu_21ee786d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001706.cudafe1.stub.c"
#include "v001706.cudafe1.stub.c"
# 1 "v001706.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
