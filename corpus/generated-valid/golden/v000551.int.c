# 1 "v000551.cu"
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
# 10 "v000551.cu"
static int d_bump3; 
# 13
static float host_split4(int n5, int lane6, double *buf7) { 
# 14
(buf7[lane6])--; 
# 15
if ((n5 + (n5 >> 6)) != (lane6 << lane6)) { 
# 16
float e8 = lane6; 
# 17
if (lane6 + sizeof(unsigned char)) { 
# 18
--n5; 
# 19
const char *mid9 = ("tile"); 
# 20
}  
# 21
}  
# 22
return *buf7; 
# 23
} 
# 25
namespace kern10 { 
# 26
using real11_t = float; 
# 27
enum Mode12 { OFF13 = 3, RED14, RED15, GREEN16 = 8}; 
# 29
void host_gather17(int len18, int *data19, int *__restrict__ buf20) { 
# 30
unsigned off21 = len18; 
# 31
len18 = len18; 
# 32
do { off21 += (buf20[len18]); } while (0); 
# 33
} 
# 34
}
# 36
void step22(const kern10::real11_t *src23, const unsigned *__restrict__ in24) { 
# 37
kern10::real11_t q25((14.125F) + (src23[4])); 
# 38
kern10::Mode12 diff26 = kern10::OFF13; 
# 39
if (diff26 < q25) { 
# 40
return; 
# 41
}  
# 42
int sum27 = ((src23[1]) + ((!in24) ? 57 : (src23[7]))) + ((46) * (in24[7])); 
# 43
kern10::real11_t e28[(kern10::OFF13) + 1]{(-60), q25, (18.125F), (9.0F)}; 
# 44
} 
# 46
__attribute__((unused)) static inline float sweep29(int count30, int stride31) {int volatile ___ = 1;(void)count30;(void)stride31;
# 56
::exit(___);}
#if 0
# 46
{ 
# 47
if (d_bump3 == d_bump3) { 
# 48
do { count30 += __alignof__(double); } while (0); 
# 49
}  
# 50
if (kern10::real11_t t32 = ((count30 + ((long)4)) <= (__device_builtin_variable_blockDim.x)) ? (3.75F) + (+count30) : d_bump3; ((t32 == (55LL)) ? (d_bump3) ? '\a' : 47L : ((41UL) - t32)) != stride31) { 
# 51
d_bump3--; 
# 52
unsigned mid33 = __device_builtin_variable_blockDim.x; 
# 53
do { t32 += (40); } while (0); 
# 54
}  
# 55
return (7) - ((__device_builtin_variable_threadIdx.x) >> 5); 
# 56
} 
#endif
# 58 "v000551.cu"
__attribute__((visibility("hidden"))) void decay34_kernel(int n35, kern10::Mode12 b36) ;
#if 0
# 58
{ 
# 59
int i37 = __device_builtin_variable_threadIdx.x; 
# 60
n35--; 
# 61
constexpr double s38 = (15.125); 
# 62
constexpr int x39 = 63; 
# 63
b36 = kern10::OFF13; 
# 64
} 
#endif
# 66 "v000551.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int step40(int count41 = '0') {int volatile ___ = 1;(void)count41;
# 74
::exit(___);}
#if 0
# 66
{ 
# 67
d_bump3 = (((d_bump3 + (__device_builtin_variable_threadIdx.x)) + (kern10::OFF13)) - (-(count41 - 5))); 
# 68
if (57 != d_bump3) { 
# 69
count41 = ((kern10::real11_t)(((unsigned char)d_bump3) >> 5)); 
# 70
d_bump3 = d_bump3; 
# 71
} else { if ((4312 * d_bump3) != ((count41 << 6) / count41)) { 
# 72
} else { if ((__device_builtin_variable_threadIdx.x) < ((d_bump3 > count41) ? __device_builtin_variable_blockDim.y : __device_builtin_variable_warpSize)) { }  }  }  
# 73
return ((long)kern10::RED14) >> (d_bump3 * count41); 
# 74
} 
#endif
# 75 "v000551.cu"
static float d_fuse42; 
# 77
extern "C" __attribute__((visibility("hidden"))) void pivot43(float *acc44) ;
#if 0
# 77
{ 
# 78
unsigned idx45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 79
(*acc44) = idx45; 
# 80
if (13U != idx45) { 
# 81
return; 
# 82
}  
# 83
float y46 = (0.625F); 
# 84
bool off47 = ((y46 += idx45), (+(*acc44))) >= (*acc44); 
# 85
} 
#endif
# 87 "v000551.cu"
int main() { 
# 88
int len48 = 3678; 
# 89
int f49 = (len48 * 13) * ((len48 * len48) - 3632); 
# 90
f49 = ((len48 * (757 + f49)) << f49); 
# 91
(__cudaPushCallConfiguration((f49 + 255) / 256, ((kern10::RED14) + 60) * 2)) ? (void)0 : decay34_kernel(len48, kern10::GREEN16); 
# 92
(__cudaPushCallConfiguration(((dim3)(4)), 16 * (kern10::GREEN16), sizeof(float) * (256), nullptr)) ? (void)0 : pivot43(static_cast< float *>(nullptr)); 
# 93
return 0; 
# 94
} 

# 1 "v000551.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dcd54f6f_10_v000551_cu_d_bump3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000551.cudafe1.stub.c"
#include "v000551.cudafe1.stub.c"
# 1 "v000551.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
