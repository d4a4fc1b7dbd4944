# 1 "v000704.cu"
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
# 15 "v000704.cu"
__attribute((noinline)) __attribute__((unused)) float scale6(const unsigned *input7) 
# 16
{int volatile ___ = 1;(void)input7;
# 30
::exit(___);}
#if 0
# 16
{ 
# 17
long long y8 = (*input7) - ((*input7) * (*input7)); 
# 18
if (((int)y8) == 22U) { 
# 19
return (8.875F); 
# 20
}  
# 21
static_assert((10 == 10));
# 22
y8 >>= 0; 
# 23
if (y8 > (43L)) { 
# 24
return 1; 
# 25
}  
# 26
if (y8 > (input7[1])) { 
# 27
return input7[4]; 
# 28
}  
# 29
return static_cast< size_t>(y8); 
# 30
} 
#endif
# 32 "v000704.cu"
unsigned run_step9(int len10) 
# 33
{ 
# 34
len10 <<= len10; 
# 35
len10 *= (len10 << len10); 
# 36
return len10; 
# 37
} 
# 39
struct Node11 { 
# 40
int vel12; 
# 41
float sum13; 
# 42
int lo14; 
# 43
float mass15; 
# 44
}; 
# 46
inline Node11 operator+(Node11 a, Node11 b) 
# 47
{ 
# 48
Node11 r = a; 
# 49
(r.vel12) += (b.vel12); 
# 50
(r.sum13) += (b.sum13); 
# 51
(r.lo14) += (b.lo14); 
# 52
(r.mass15) += (b.mass15); 
# 53
return r; 
# 54
} 
# 56
__attribute__((visibility("hidden"))) void fuse16(float *dst17) ;
#if 0
# 57
{ 
# 58
static_assert((56 == 56), "tile must fit");
# 59
scale6(reinterpret_cast< const unsigned *>(dst17)); 
# 60
unsigned char h18 = dst17[7]; 
# 61
short q19 = dst17[0]; 
# 62
scale6(reinterpret_cast< const unsigned *>(dst17)); 
# 63
float v20 = (*dst17) / (19.75F); 
# 64
float w21{(-(11.75F))}; 
# 65
} 
#endif
# 67 "v000704.cu"
double scatter22(int n23, int *acc24) 
# 68
{ 
# 69
(acc24[n23]) = (run_step9((unsigned)(acc24[5])) * run_step9(n23)); 
# 70
run_step9((n23 * n23) * ((acc24[6]) * 18)); 
# 71
return (((n23 * 3) + 18) * ((n23 * 3) + 18)); 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int size25 = 1167; 
# 77
(size25++), (size25 %= (-57)); 
# 78
size25 <<= 4; 
# 79
size25 = size25; 
# 80
(__cudaPushCallConfiguration((size25 + 31) / 32, sizeof(int) * (18 + 46), sizeof(double) * (128), nullptr)) ? (void)0 : fuse16(nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v000704.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e239126_10_v000704_cu_59bfcb8d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000704.cudafe1.stub.c"
#include "v000704.cudafe1.stub.c"
# 1 "v000704.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
