# 1 "v001913.cu"
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
# 16 "v001913.cu"
static char d_shade5[32]; 
# 18
__attribute__((visibility("hidden"))) void drift6(const unsigned long *__restrict__ in7) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_8[]; 
# 20
int tid9 = __device_builtin_variable_threadIdx.x; 
# 21
(dyn_8[7]) += (21 * (tid9 + (dyn_8[tid9]))); 
# 22
const double *e10 = reinterpret_cast< const double *>(in7); 
# 23
(d_shade5[25]) |= ((static_cast< unsigned char>(e10[tid9])) - ((short)((unsigned long)(__device_builtin_variable_threadIdx.z)))); 
# 24
(dyn_8[6]) += tid9; 
# 25
} 
#endif
# 27 "v001913.cu"
static void warp11_kernel(int *buf12, float *buf13, const int *__restrict__ src14) ;
#if 0
# 27
{ 
# 28
int i15 = __device_builtin_variable_threadIdx.x; 
# 29
for (const auto &m16 : d_shade5) { 
# 30
int prod17 = *buf12; 
# 31
}  
# 32
long long v18 = __device_builtin_variable_blockIdx.x; 
# 33
} 
#endif
# 35 "v001913.cu"
__attribute__((visibility("hidden"))) void scatter19(unsigned *buf20) ;
#if 0
# 35
{ 
# 36
unsigned idx21 = __device_builtin_variable_threadIdx.x; 
# 37
(buf20[(__device_builtin_variable_threadIdx.x) & (7)]) |= (d_shade5[19]); 
# 38
(buf20[__device_builtin_variable_threadIdx.y]) = (35); 
# 39
int acc22 = ((8) % (__device_builtin_variable_threadIdx.z)) & (d_shade5[0]); 
# 40
(d_shade5[idx21])--; 
# 41
} 
#endif
# 43 "v001913.cu"
double host_weigh23(size_t b24) { 
# 44
constexpr size_t w25 = (17); 
# 45
([]{ 
# 46
float tmp26 = (16.125F); 
# 47
tmp26 /= ((9.625F) * tmp26); 
# 48
} )(); 
# 49
auto lam30 = [&](auto h27, auto sum28) { 
# 50
h27 /= 30L; 
# 51
unsigned char idx29 = h27; 
# 52
return h27 * 2; 
# 53
} ; typedef decltype(lam30) __T0;
# 54
double x31 = b24 >> b24; 
# 55
b24 = (w25 % b24); 
# 56
x31++; 
# 57
(__cudaPushCallConfiguration((b24 + (127)) / (128), 64)) ? (void)0 : scatter19(nullptr); 
# 58
return w25; 
# 59
} 
# 61
int main() { 
# 62
int size32 = 1101; 
# 63
host_weigh23(size32 + 64U); 
# 64
size32 &= 35L; 
# 65
(__cudaPushCallConfiguration(sizeof(unsigned) * (28 + (28 + (8 + 64))), 1 << 5, sizeof(int) * (32))) ? (void)0 : warp11_kernel(static_cast< int *>(nullptr), nullptr, (const int *)nullptr); 
# 66
switch (size32) { 
# 67
case 7:  
# 68
break; 
# 69
case 3 * 3:  
# 70
if (size32 <= sizeof(float)) { 
# 71
return 64; 
# 72
}  
# 73
size32 ^= 58; 
# 74
break; 
# 75
case 11:  
# 76
break; 
# 77
case 8:  
# 78
break; 
# 79
default:  
# 80
break; 
# 81
}  
# 82
(__cudaPushCallConfiguration((size32 + 255) / 256, (8 + 120) * 4, sizeof(double) * (256))) ? (void)0 : drift6(nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v001913.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__52e9eaeb_10_v001913_cu_d_shade5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001913.cudafe1.stub.c"
#include "v001913.cudafe1.stub.c"
# 1 "v001913.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
