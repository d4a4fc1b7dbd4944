# 1 "v000933.cu"
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
# 17 "v000933.cu"
static size_t d_pack6[8]; 
# 18
namespace _GLOBAL__N__8e5eb23f_10_v000933_cu_d_pack6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__8e5eb23f_10_v000933_cu_d_pack6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__8e5eb23f_10_v000933_cu_d_pack6 __attribute__((visibility("hidden")))  { 
# 19
void kick7_kernel(int stride8, long *acc9, unsigned short *__restrict__ buf10) ;
#if 0
# 19
{ 
# 20
(buf10[stride8]) ^= ((static_cast< int>(47)) & ((d_pack6[stride8]) + ((acc9[stride8]) | (*acc9)))); 
# 21
for (auto &k11 : d_pack6) { 
# 22
(buf10[stride8])++; }  
# 23
stride8 = (acc9[6]); 
# 24
if (((d_pack6[stride8 & 7]) + (*acc9)) != (*buf10)) { 
# 25
(*buf10) += (~(buf10[stride8])); 
# 26
long stride12 = (13); 
# 27
} else { 
# 28
}  
# 29
} 
#endif
# 30 "v000933.cu"
}
# 31
__attribute__((visibility("hidden"))) void smooth13(const float *__restrict__ in14, float beta15) ;
#if 0
# 31
{ 
# 32
for (int it16 = 0; it16 < 12; it16++) { 
# 33
if (!(beta15 < it16)) { 
# 34
int h17{it16}; 
# 35
__attribute__((unused)) static int sh_18[16][4]; 
# 36
}  
# 37
static_assert((48 == 48), "bad config");
# 38
float x19 = (1 | it16) + ((d_pack6[it16]) & (46)); 
# 39
}  
# 40
do { beta15 += (*in14); } while (0); 
# 41
} 
#endif
# 42 "v000933.cu"
__attribute__((visibility("hidden"))) void lerp20_kernel(int *out21, const int *__restrict__ input22, float b23, float b24) ;
#if 0
# 42
{ 
# 43
(d_pack6[2]) &= (input22[1]); 
# 44
--b23; 
# 45
} 
#endif
# 46 "v000933.cu"
__attribute__((visibility("hidden"))) void decay25_kernel(int lane26, const int *__restrict__ input27) ;
#if 0
# 46
{ 
# 47
int idx28 = ((*input27) * (64 * lane26)) * ((*input27) * (64 * lane26)); 
# 48
int f29 = idx28; 
# 49
} 
#endif
# 50 "v000933.cu"
enum Mode30: short { OFF31, SLOW32}; 
# 51
double lerp33(int *out34) { 
# 52
(__cudaPushCallConfiguration(1 + 7, dim3(((SLOW32) + 1) * 2, 2, 64))) ? (void)0 : kick7_kernel(OFF31, reinterpret_cast< long *>(out34), reinterpret_cast< unsigned short *>(out34)); 
# 53
int w35 = 0; 
# 54
while (w35 < w35) { 
# 55
auto step39 = [=](int diff36, long flag37)->float { 
# 56
float stride38 = (out34)[flag37]; 
# 57
stride38 *= (static_cast< unsigned long long>(diff36 ^ (9UL & (*(out34))))); 
# 58
stride38 = stride38; 
# 59
return (1.5F) * stride38; 
# 60
} ; typedef decltype(step39) __T0;
# 61
(*out34) |= ((SLOW32) * w35); 
# 62
++w35; 
# 63
}  
# 64
switch (*out34) { 
# 65
case 1 + 1:  
# 66
(out34[2]) |= 32L; 
# 67
break; 
# 68
case 4:  
# 69
do { (*out34) += (-843); } while (0); 
# 70
break; 
# 71
case 1:  
# 72
case 10:  
# 73
break; 
# 74
}  
# 75
return (11.75); 
# 76
} 
# 77
int main() { 
# 78
int len40 = 3092; 
# 79
(__cudaPushCallConfiguration(dim3((len40 + 31) / 32, (len40 + 31) / 32), dim3(256, (SLOW32) + 3, 32), 4096)) ? (void)0 : smooth13(nullptr, -len40); 
# 80
lerp33(static_cast< int *>(nullptr)); 
# 81
(__cudaPushCallConfiguration((SLOW32) + 31, dim3((len40 + 255) / 256, 256 * ((SLOW32) + 1), (SLOW32) + ((SLOW32) + 62)), sizeof(double) * (32))) ? (void)0 : lerp20_kernel(nullptr, static_cast< const int *>(nullptr), len40, len40); 
# 82
(__cudaPushCallConfiguration((len40 + 31) / 32, dim3((len40 + 63) / 64, (len40 + 127) / 128))) ? (void)0 : decay25_kernel((len40 & (SLOW32)) + (len40 + len40), nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v000933.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8e5eb23f_10_v000933_cu_d_pack6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000933.cudafe1.stub.c"
#include "v000933.cudafe1.stub.c"
# 1 "v000933.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
