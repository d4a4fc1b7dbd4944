# 1 "v000011.cu"
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
# 8 "v000011.cu"
__attribute__((visibility("hidden"))) void mix3(const int *in4) ;
#if 0
# 9
{ 
# 10
unsigned gid5 = __device_builtin_variable_threadIdx.x; 
# 11
if (gid5 == gid5) { 
# 12
return; 
# 13
}  
# 14
__attribute__((unused)) static short sh_6[32]; 
# 15
int s7 = *in4; 
# 16
for (int i8 = 0; i8 < 15; i8++) { 
# 17
++s7; 
# 18
int off9 = 13; 
# 19
}  
# 20
} 
#endif
# 22 "v000011.cu"
namespace kern10 { 
# 23
typedef unsigned idx11_t; 
# 24
}
# 25
static signed char c_combine12[8]; 
# 27
static void kick13(int *acc14, int stride15, const char *input16, int stride17) ;
#if 0
# 28
{ 
# 29
stride15 = (c_combine12[4]); 
# 30
bool flag18 = +((17LL - (c_combine12[(__device_builtin_variable_blockIdx.z) & (7)])) | (6)); 
# 31
if (stride15 <= 6U) { 
# 32
return; 
# 33
}  
# 34
} 
#endif
# 36 "v000011.cu"
namespace util19 { 
# 37
typedef float real20_t; 
# 38
}
# 39
static unsigned c_sweep21; 
# 41
constexpr int decay22(int stride23, int lane24) 
# 42
{ 
# 43
stride23 = (((lane24 != 4) && (stride23 != 9) && (stride23 == stride23)) ? 5 / lane24 : 45); 
# 44
return ~(lane24 & 15); 
# 45
} 
# 47
namespace gpu25 { 
# 48
static void fuse26_kernel(size_t *data27, long b28) ;
#if 0
# 49
{ 
# 50
int tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
auto idx30 = ((41UL ^ b28) - (*data27)) * (((__device_builtin_variable_blockIdx.x) <= (__device_builtin_variable_gridDim.z)) ? b28 & (15) : ((19) & c_sweep21)); 
# 52
if ((-b28) == (c_combine12[c_sweep21])) { 
# 53
return; 
# 54
}  
# 55
idx30 = ((__device_builtin_variable_blockDim.x) & (15)); 
# 56
} 
#endif
# 58 "v000011.cu"
struct __attribute((aligned(8))) Pixel31 { 
# 59
double w32; 
# 60
int lo33; 
# 61
}; 
# 63
inline Pixel31 operator+(Pixel31 a, Pixel31 b) 
# 64
{ 
# 65
Pixel31 r = a; 
# 66
(r.w32) += (b.w32); 
# 67
(r.lo33) += (b.lo33); 
# 68
return r; 
# 69
} 
# 71
__attribute__((visibility("hidden"))) void stencil34_kernel(int lane35, unsigned char alpha36, int n37) ;
#if 0
# 72
{ 
# 73
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
if (i38 >= lane35) { 
# 75
return; 
# 76
}  
# 77
const int acc39 = c_sweep21 & (15); 
# 78
auto hi40 = c_combine12[__device_builtin_variable_threadIdx.x]; 
# 79
if ((c_sweep21 != n37) || (hi40 != (c_combine12[lane35 & 7]))) { 
# 80
goto out42; 
# 81
}  
# 82
for (int i41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i41 < lane35; i41 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 83
if ((__device_builtin_variable_threadIdx.x) || (alpha36 != lane35)) { 
# 84
return; 
# 85
}  
# 86
lane35 &= ((lane35 & (acc39 & 15)) - 58L); 
# 87
}  
# 88
out42:; ; 
# 89
} 
#endif
# 90 "v000011.cu"
}
# 92
int main() 
# 93
{ 
# 94
int count43 = 467; 
# 95
(__cudaPushCallConfiguration(2, 16 * 2, sizeof(float) * (64))) ? (void)0 : gpu25::fuse26_kernel(nullptr, (count43 * count43) & 15); 
# 96
for (int n44 = 0; n44 < count43; ++n44) { 
# 97
int y45 = n44; 
# 98
if ((count43 & 1) || (count43 <= 50)) { 
# 99
break; 
# 100
}  
# 101
(__cudaPushCallConfiguration((n44 + 127) / 128, 32, 0)) ? (void)0 : kick13((int *)nullptr, 44, (const char *)nullptr, decay22(y45, n44)); 
# 102
}  
# 103
(__cudaPushCallConfiguration(32, 128, sizeof(int) * (128))) ? (void)0 : mix3(&count43); 
# 104
(__cudaPushCallConfiguration((count43 + 127) / 128, 32, 256 * 4)) ? (void)0 : gpu25::stencil34_kernel(43, (count43 + count43) & 15, (count43 - count43) - decay22(count43, 59)); 
# 105
return 0; 
# 106
} 

# 1 "v000011.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7998781c_10_v000011_cu_e897cda8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000011.cudafe1.stub.c"
#include "v000011.cudafe1.stub.c"
# 1 "v000011.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
