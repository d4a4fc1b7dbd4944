# 1 "v002274.cu"
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
# 21 "v002274.cu"
extern "C" {
# 22
__attribute__((visibility("hidden"))) void norm5_kernel(unsigned a6) ;
#if 0
# 23
{ 
# 24
float cnt7 = (((a6 += sizeof(int)), ((a6 << 3) + a6))); 
# 25
a6 = cnt7; 
# 26
if (bool cnt8 = (a6 << sizeof(int)) > (a6 + (static_cast< int>(51L))); a6 != cnt8) { 
# 27
a6++; 
# 28
cnt7 = ((cnt8 ? cnt8 * 52 : cnt8) % cnt8); 
# 29
}  
# 30
} 
#endif
# 31 "v002274.cu"
}
# 34
struct __attribute((aligned(16))) Pixel9 { 
# 35
float hi10, lo11; 
# 36
unsigned vel12; 
# 37
long id13; 
# 38
}; 
# 40
inline Pixel9 operator+(Pixel9 a, Pixel9 b) 
# 41
{ 
# 42
Pixel9 r = a; 
# 43
(r.hi10) += (b.hi10); 
# 44
(r.lo11) += (b.lo11); 
# 45
(r.vel12) += (b.vel12); 
# 46
(r.id13) += (b.id13); 
# 47
return r; 
# 48
} 
# 49
static constexpr unsigned WIDTH14 = (8); 
# 52
__attribute__((visibility("hidden"))) void fold15(const float *__restrict__ coef16, int lane17) ;
#if 0
# 53
{ 
# 54
constexpr int e18 = 6; 
# 55
float idx19 = (42U); 
# 56
} 
#endif
# 59 "v002274.cu"
int bump20(int *out21) 
# 60
{ 
# 61
if ((out21[3]) == (out21[2])) { 
# 62
return WIDTH14; 
# 63
}  
# 64
unsigned *z22 = reinterpret_cast< unsigned *>(out21); 
# 65
int tmp23 = out21[4]; 
# 66
(*out21)++; 
# 67
return out21[tmp23]; 
# 68
} 
# 70
int main() 
# 71
{ 
# 72
int count24 = 3165; 
# 73
if (WIDTH14 == (count24 - 2700)) { 
# 74
return count24 - (11 + count24); 
# 75
}  
# 76
if ((count24 / WIDTH14) == (1L - count24)) { 
# 77
float diff25 = (12.5F); 
# 78
(__cudaPushCallConfiguration(4, 1 << (7 + 2))) ? (void)0 : fold15(&diff25, static_cast< int>(32)); 
# 79
} else { 
# 80
}  
# 81
(__cudaPushCallConfiguration((count24 + 63) / 64, 128)) ? (void)0 : norm5_kernel(55 - count24); 
# 82
return 0; 
# 83
} 

# 1 "v002274.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1b51cdac_10_v002274_cu_d2aad79e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002274.cudafe1.stub.c"
#include "v002274.cudafe1.stub.c"
# 1 "v002274.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
