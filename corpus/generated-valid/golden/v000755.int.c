# 1 "v000755.cu"
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
# 17 "v000755.cu"
struct Acc5 { 
# 18
float mass6; 
# 19
int x7; 
# 20
short count8; 
# 21
double w9; 
# 22
int total10() const { 
# 23
return (25) + (w9); 
# 24
} 
# 25
short apply11(float idx12) const { 
# 26
idx12 = (3); 
# 27
float k13 = mass6; 
# 28
return ((k13 += (x7)), k13) + (13L); 
# 29
} 
# 30
}; 
# 32
inline Acc5 operator+(Acc5 a, Acc5 b) { 
# 33
Acc5 r = a; 
# 34
(r.mass6) += (b.mass6); 
# 35
(r.x7) += (b.x7); 
# 36
(r.count8) += (b.count8); 
# 37
(r.w9) += (b.w9); 
# 38
return r; 
# 39
} 
# 41
__attribute__((visibility("hidden"))) void probe14(int stride15, float cfg16, float *buf17, unsigned short b18) ;
#if 0
# 41
{ 
# 42
int i19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
if (i19 >= stride15) { 
# 44
return; 
# 45
}  
# 46
if (cfg16 <= cfg16) { 
# 47
return; 
# 48
}  
# 49
b18 = (buf17[__device_builtin_variable_blockDim.y]); 
# 50
Acc5 u20 = {(4236UL), (int)b18, (20UL), (31)}; 
# 51
(*buf17) = (sizeof(Acc5) % stride15); 
# 52
if (((u20.w9) != stride15) || (b18 < i19)) { 
# 53
return; 
# 54
}  
# 55
cfg16 = stride15; 
# 56
} 
#endif
# 58 "v000755.cu"
struct Pixel21 { 
# 59
bool w22; 
# 60
float z23; 
# 61
float lo24; 
# 62
int w25; 
# 63
}; 
# 65
unsigned long grow26(Pixel21 b27, long long q28, Pixel21 p29) { 
# 66
if (int e30 = 3; !((b27.w22) >= (b27.z23))) { 
# 67
p29 = b27; 
# 68
}  
# 69
int s31 = (30) - (+q28); 
# 70
return (48) + (q28 + s31); 
# 71
} 
# 72
enum class Axis32: short { Off33, Busy34, Blue35 = 5}; 
# 74
__attribute__((visibility("hidden"))) void shade36(int lane37) ;
#if 0
# 74
{ 
# 75
int gid38 = __device_builtin_variable_threadIdx.x; 
# 76
if (lane37) { 
# 77
return; 
# 78
}  
# 79
if (grow26(Pixel21{false, (-(8.25F)), (6.875F), 26}, sizeof(float), Pixel21{}) >= lane37) { 
# 80
return; 
# 81
}  
# 82
} 
#endif
# 84 "v000755.cu"
int main() { 
# 85
int count39 = 443; 
# 86
grow26(Pixel21{false, (8.0F), (3.0F), 47}, count39, Pixel21{true, (8.0F), (14.5F), (35UL)}); 
# 87
count39 = (grow26(Pixel21{true, (23.25F), (4.125F), 9}, (count39 + 58) + ((int)__alignof__(int)), Pixel21{true, (15.125F), (6.25F), 30})); 
# 88
(__cudaPushCallConfiguration(512, 128)) ? (void)0 : shade36(grow26(Pixel21{}, count39, Pixel21{false, (1L), (2.0F), 26}) * count39); 
# 89
(count39--), (count39 = (grow26(Pixel21{true, (static_cast< float>((11.125F))), (8.0F), (-18)}, grow26(Pixel21{}, count39, Pixel21{true, (float)count39, (4.0F), 15}), Pixel21{true, static_cast< float>(count39), (4.375F), (-35)}))); 
# 90
(__cudaPushCallConfiguration(1, 64, sizeof(int) * (32))) ? (void)0 : probe14(count39 + (15 / count39), -(5.625F), (float *)nullptr, grow26(Pixel21{}, grow26(Pixel21{(bool)count39, (27), (22.25F), count39}, -5, Pixel21{true, (8.0F), (7LL), static_cast< int>(count39)}), Pixel21{true, static_cast< float>(count39), (-(12.75F)), (-40)})); 
# 91
return 0; 
# 92
} 

# 1 "v000755.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1e7f7933_10_v000755_cu_d961edf5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000755.cudafe1.stub.c"
#include "v000755.cudafe1.stub.c"
# 1 "v000755.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
