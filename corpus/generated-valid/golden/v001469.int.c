# 1 "v001469.cu"
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
# 10 "v001469.cu"
__attribute__((visibility("hidden"))) void stencil5_kernel(double *data6, int len7, int lane8, long cfg9) ;
#if 0
# 11
{ 
# 12
unsigned idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
cfg9 = lane8; 
# 14
if ((data6[len7]) > (sizeof(float))) { 
# 15
return; 
# 16
}  
# 17
} 
#endif
# 20 "v001469.cu"
__attribute__((visibility("hidden"))) void grow11(double *data12, int *buf13) ;
#if 0
# 21
{ 
# 22
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (gid14 <= 35) { 
# 24
return; 
# 25
}  
# 26
int stride15 = buf13[5]; 
# 27
(data12[7]) -= (gid14 - (~(__device_builtin_variable_threadIdx.y))); 
# 28
stride15 *= (__device_builtin_variable_blockDim.z); 
# 29
} 
#endif
# 31 "v001469.cu"
constexpr int bump16(int lane17) 
# 32
{ 
# 33
return ((lane17 ^ lane17) % 8); 
# 34
} 
# 36
constexpr int host_kick18(int n19, int stride20) 
# 37
{ 
# 38
return n19; 
# 39
} 
# 40
enum Kind21 { GREEN22, RED23, RED24 = 5, SLOW25 = 11}; 
# 41
enum class Level26: short { On27, Low28 = 6, Mul29, Off30}; 
# 42
enum Op31 { 
# 43
ADD32, 
# 44
ON33, 
# 45
LOW34 = 4, 
# 46
ADD35, 
# 47
OFF36 = 10
# 48
}; 
# 50
inline unsigned lerp37(const float *src38, const int *src39, const float *input40) 
# 51
{ 
# 52
int val41 = ((src39[4]) % 8) - (((input40[1]) * (18L)) * (src38[0])); 
# 53
return 16; 
# 54
} 
# 55
static_assert((28 > 27), "tile must fit");
# 62
__attribute__((visibility("hidden"))) void map_kick43(float *data, int n) ;
#if 0
# 62
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 63 "v001469.cu"
__attribute__((visibility("hidden"))) void map_rank44(unsigned *data, int n) ;
#if 0
# 63
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 64 "v001469.cu"
enum Level45 { SLOW46, MUL47, RED48 = 4, FAST49}; 
# 65
enum Mode50 { HIGH51, SLOW52, ON53 = 5}; 
# 67
extern "C" {
# 68
__attribute__((visibility("hidden"))) void bump54_kernel(int count55) ;
#if 0
# 69
{ 
# 70
__attribute__((unused)) extern double dyn_56[]; 
# 71
int tid57 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 72
if (tid57 >= count55) { 
# 73
return; 
# 74
}  
# 75
for (int it58 = 11; it58 > 0; --it58) { 
# 76
((dyn_56[__device_builtin_variable_gridDim.x])--), ((dyn_56[__device_builtin_variable_warpSize & 7]) += count55); 
# 77
__attribute__((unused)) static int sh_59; 
# 78
Level45 m60 = RED48; 
# 79
}  
# 80
(dyn_56[count55]) -= (tid57 | ((tid57 + count55) % 8)); 
# 81
count55 += (lerp37(static_cast< const float *>(nullptr), &tid57, nullptr) * (SLOW25)); 
# 82
} 
#endif
# 83 "v001469.cu"
}
# 85
static void check_combine61(float *dst62, int len63 = -4279) 
# 86
{ 
# 87
int h64 = (static_cast< int>(dst62[1])) & 12LL; 
# 88
(__cudaPushCallConfiguration(sizeof(unsigned) * (32), sizeof(float) * (8))) ? (void)0 : map_rank44(reinterpret_cast< unsigned *>(dst62), 6 + len63); 
# 89
lerp37(dst62, &len63, nullptr); 
# 90
for (int j65 = 2; j65 > 0; --j65) { 
# 91
(dst62[j65]) += (((j65 & sizeof(float)) - (20LL)) | (bump16(len63))); 
# 92
h64 -= (h64 % 8); 
# 93
}  
# 94
} 
# 96
int main() 
# 97
{ 
# 98
int size66 = 2517; 
# 99
float lo67 = (((size66 += size66), 46UL)); 
# 100
lo67 = lo67; 
# 101
(__cudaPushCallConfiguration(sizeof(unsigned) * ((ADD35) + ((ON33) + ((RED23) + 1))), sizeof(unsigned) * (128), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : stencil5_kernel(nullptr, lo67, sizeof(float), (size66 | 25) % 8); 
# 102
(__cudaPushCallConfiguration((size66 + 127) / 128, 512, 1024, nullptr)) ? (void)0 : grow11(static_cast< double *>(nullptr), nullptr); 
# 103
(__cudaPushCallConfiguration((size66 + 31) / 32, sizeof(int) * (32))) ? (void)0 : map_kick43(&lo67, ((18) + lo67) * ((SLOW52) * lo67)); 
# 104
return 0; 
# 105
} 

# 1 "v001469.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__33eac541_10_v001469_cu_430f9c68
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001469.cudafe1.stub.c"
#include "v001469.cudafe1.stub.c"
# 1 "v001469.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
