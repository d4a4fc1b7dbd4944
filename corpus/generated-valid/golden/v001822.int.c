# 1 "v001822.cu"
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
# 5 "v001822.cu"
constexpr inline unsigned BLOCK1 = (1 << 8); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 7
template< class T> static void 
# 8
__wrapper__device_stub_grow2_kernel(const T *&in3, const T *&input4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
int gid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
float diff6 = gid5 + ((6 & gid5) - ((long)BLOCK1)); 
# 11
int sum7 = ((int)BLOCK1); 
# 12
int u8 = ((short)5) & (sum7 + (-sum7)); 
# 13
sum7 &= BLOCK1; 
# 14
if (sum7 > ((*input4) * (__device_builtin_variable_blockDim.y))) { 
# 15
return; 
# 16
}  
# 17
} 
#endif

#pragma GCC diagnostic pop

# 7 "v001822.cu"
template< class T> static void 
# 8
grow2_kernel(const T *in3, const T *input4) {__wrapper__device_stub_grow2_kernel<T>(in3,input4);
# 17
return;}
#if 0
# 8
{ 
# 9
int gid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
float diff6 = gid5 + ((6 & gid5) - ((long)BLOCK1)); 
# 11
int sum7 = ((int)BLOCK1); 
# 12
int u8 = ((short)5) & (sum7 + (-sum7)); 
# 13
sum7 &= BLOCK1; 
# 14
if (sum7 > ((*input4) * (__device_builtin_variable_blockDim.y))) { 
# 15
return; 
# 16
}  
# 17
} 
#endif
# 18 "v001822.cu"
enum Level9 { IDLE10, BLUE11, OFF12, FAST13 = 5}; 
# 20
namespace ops14 { 
# 21
typedef unsigned idx15_t; 
# 22
}
# 24
__attribute__((visibility("hidden"))) void relax16_kernel(double b17, int *acc18, int lane19, const float *src20) ;
#if 0
# 24
{ 
# 25
unsigned f21(*src20); 
# 26
constexpr float v22 = (5.0F); 
# 27
int k23 = (-1233); 
# 28
} 
#endif
# 30 "v001822.cu"
extern "C" {
# 31
__attribute__((visibility("hidden"))) void sift24_kernel(bool alpha25) ;
#if 0
# 31
{ 
# 32
int i26 = __device_builtin_variable_threadIdx.x; 
# 33
signed char h27 = (25) * (__device_builtin_variable_threadIdx.x); 
# 34
const int m28 = i26; 
# 35
int base29((__device_builtin_variable_threadIdx.y) * (1)); 
# 36
if (60 <= (-h27)) { 
# 37
return; 
# 38
}  
# 39
bool flag30(((char)base29) / ((BLOCK1 + (__device_builtin_variable_blockDim.x)) << base29)); 
# 40
} 
#endif
# 41 "v001822.cu"
}
# 43
namespace ops31 { 
# 44
__attribute__((unused)) float clamp32(double beta33, float q34) {int volatile ___ = 1;(void)beta33;(void)q34;
# 56
::exit(___);}
#if 0
# 44
{ 
# 45
if ((15) >= q34) { 
# 46
goto skip35; 
# 47
}  
# 48
q34--; 
# 49
if (beta33 <= q34) { 
# 50
beta33 -= ((BLOCK1 - (__device_builtin_variable_threadIdx.z)) & (BLOCK1 - (__device_builtin_variable_gridDim.y))); 
# 51
beta33 -= ((28L) + beta33); 
# 52
beta33 = (BLOCK1 | (__device_builtin_variable_blockIdx.y)); 
# 53
}  
# 54
skip35:; ; 
# 55
return +(beta33 / (BLOCK1 ^ (__device_builtin_variable_threadIdx.z))); 
# 56
} 
#endif
# 57 "v001822.cu"
}
# 59
__attribute__((visibility("hidden"))) void filter36(bool cfg37) ;
#if 0
# 59
{ 
# 60
ops14::idx15_t gid38 = __device_builtin_variable_threadIdx.x; 
# 61
float k39[3] = {}; 
# 62
constexpr double q40 = ((12.75F)); 
# 63
} 
#endif
# 64 "v001822.cu"
static int d_shade41[4]; 
# 66
__attribute__((visibility("hidden"))) void step42(int *dst43, float *out44) ;
#if 0
# 66
{ 
# 67
ops14::idx15_t gid45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
float off46 = (18.0F); 
# 69
if (gid45 >= (d_shade41[(__device_builtin_variable_threadIdx.x) & (3)])) { 
# 70
return; 
# 71
}  
# 72
(d_shade41[3]) = (__device_builtin_variable_blockDim.z); 
# 73
switch (d_shade41[0]) { 
# 74
case (OFF12) * 2:  
# 75
if (out44 == (nullptr)) { 
# 76
if ((__device_builtin_variable_gridDim.y) > (d_shade41[0])) { 
# 77
return; 
# 78
}  
# 79
}  
# 80
break; 
# 81
case 2:  
# 82
if (__device_builtin_variable_gridDim.x) { 
# 83
return; 
# 84
}  
# 85
break; 
# 86
default:  
# 87
break; 
# 88
}  
# 89
} 
#endif
# 91 "v001822.cu"
int main() { 
# 92
int len47 = 1972; 
# 93
const char *r48 = ("a \"quoted\" )word"); 
# 94
int m49 = ((long)BLUE11); 
# 95
if (40 < len47) { 
# 96
m49++; 
# 97
len47 >>= (m49 - (2 ^ (m49 + (r48[1])))); 
# 98
}  
# 99
(__cudaPushCallConfiguration(((FAST13) + ((OFF12) + ((OFF12) + 7))) * ((BLUE11) + ((OFF12) + 1)), (BLUE11) + 511)) ? (void)0 : grow2_kernel< long> (nullptr, (const long *)nullptr); 
# 100
(__cudaPushCallConfiguration((len47 + 127) / 128, 1 << ((OFF12) + 4))) ? (void)0 : relax16_kernel(r48[0], nullptr, (int)23L, nullptr); 
# 101
(__cudaPushCallConfiguration((len47 + 255) / 256, 64, 0, (cudaStream_t)0)) ? (void)0 : sift24_kernel(m49 != 14); 
# 102
return 0; 
# 103
} 

# 1 "v001822.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__66a924fb_10_v001822_cu_8dcf1297
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001822.cudafe1.stub.c"
#include "v001822.cudafe1.stub.c"
# 1 "v001822.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
