# 1 "v002306.cu"
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
# 10 "v002306.cu"
__attribute__((visibility("hidden"))) void kick5_kernel(unsigned long *data6, float a7, int len8, const double *__restrict__ in9) ;
#if 0
# 10
{ 
# 11
char r10 = a7; 
# 12
(*data6) = (62); 
# 13
if ((in9[r10]) >= ((len8 < (data6[r10])) ? 18 : (*data6))) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 18 "v002306.cu"
static void kick11_kernel(float q12, double *__restrict__ acc13, float *data14, float a15) ;
#if 0
# 18
{ 
# 19
int gid16 = __device_builtin_variable_threadIdx.x; 
# 20
q12 = (acc13[7]); 
# 21
__attribute__((unused)) static unsigned sh_17[64]; 
# 22
if ((sh_17[3]) == (__device_builtin_variable_threadIdx.z)) { 
# 23
return; 
# 24
}  
# 25
if ((__device_builtin_variable_threadIdx.z) < ((q12 += (-(22.375F))), (acc13[__device_builtin_variable_gridDim.z]))) { 
# 26
__attribute__((unused)) static double sh_18[16]; 
# 27
}  
# 28
unsigned idx19[7] = {}; 
# 29
} 
#endif
# 31 "v002306.cu"
__attribute__((visibility("hidden"))) void smooth20_kernel(unsigned *buf21, const int *in22, size_t a23) ;
#if 0
# 31
{ 
# 32
int gid24 = __device_builtin_variable_threadIdx.x; 
# 33
long *lo25 = reinterpret_cast< long *>(buf21); 
# 34
unsigned cnt26 = *buf21; 
# 35
constexpr float acc27 = (11.375F); 
# 36
a23 = 38UL; 
# 37
int res28 = (19L); 
# 38
a23 = ((1 << 5) * (1 << 2)); 
# 39
} 
#endif
# 41 "v002306.cu"
namespace _GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f1 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f1; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f1 __attribute__((visibility("hidden")))  { 
# 42
class Span29 { 
# 43
unsigned char weight30; 
# 44
char vel31; 
# 45
double mass32; 
# 47
public: Span29(unsigned char c33, char c34, double a35) : weight30(c33), vel31(c34), mass32(a35) { } 
# 48
char total36() const { 
# 49
return (weight30) * ((vel31) + 4); 
# 50
} 
# 51
}; 
# 53
static void fold37(const int *in38, int stride39, Span29 cfg40, double *buf41) ;
#if 0
# 53
{ 
# 54
int i42 = __device_builtin_variable_threadIdx.x; 
# 55
if (i42 >= stride39) { 
# 56
return; 
# 57
}  
# 58
cfg40 = Span29(cfg40.total36(), cfg40.total36(), __device_builtin_variable_blockIdx.x); 
# 59
constexpr unsigned long diff43 = (4257L); 
# 60
if ((cfg40.total36()) >= ((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_gridDim.z))) { 
# 61
float lo44 = ((1869 * stride39) >> (18 * i42)) + ((cfg40.total36()) * (cfg40.total36())); 
# 62
} else { 
# 63
Span29 val45((255) / (*buf41), stride39, buf41[2]); 
# 64
unsigned char off46((__device_builtin_variable_blockIdx.x) + (in38[__device_builtin_variable_blockIdx.z])); 
# 65
}  
# 66
} 
#endif
# 68 "v002306.cu"
static void pivot47_kernel(int len48, int n49) ;
#if 0
# 68
{ 
# 69
int i50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
if (i50 >= len48) { 
# 71
return; 
# 72
}  
# 73
len48 = n49; 
# 74
int diff51 = 19; 
# 75
__attribute__((unused)) static double sh_52[16][8]; 
# 76
int e53 = static_cast< float>(((1 << 5) * (1 << 2)) - i50); 
# 77
} 
#endif
# 78 "v002306.cu"
}
# 80
int main() { 
# 81
int count54 = 1956; 
# 82
count54 = 31; 
# 83
(__cudaPushCallConfiguration(512, 4 * 8, sizeof(float) * (64))) ? (void)0 : pivot47_kernel(((count54 <= count54) ? 55UL : count54) * (20), (1 << 5) * (1 << 2)); 
# 84
if ((count54 - count54) > count54) { 
# 85
const unsigned prod55 = count54; 
# 86
count54 = prod55; 
# 87
} else { 
# 88
count54 = count54; 
# 89
}  
# 90
(__cudaPushCallConfiguration(16 + 112, 32, 256 * 16, (cudaStream_t)0)) ? (void)0 : kick5_kernel(nullptr, (1L) - (count54 - __alignof__(int)), count54, nullptr); 
# 91
(__cudaPushCallConfiguration(16 + (16 + 96), 512, 0)) ? (void)0 : kick11_kernel(16 - count54, nullptr, nullptr, (9.75F)); 
# 92
(__cudaPushCallConfiguration((count54 + 63) / 64, 16 + (16 + 96))) ? (void)0 : smooth20_kernel((unsigned *)nullptr, &count54, 16 + ((count54 != count54) ? count54 : count54)); 
# 93
return 0; 
# 94
} 

# 1 "v002306.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8240a92_10_v002306_cu_c74fc6f1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002306.cudafe1.stub.c"
#include "v002306.cudafe1.stub.c"
# 1 "v002306.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
