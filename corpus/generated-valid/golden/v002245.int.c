# 1 "v002245.cu"
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
# 15 "v002245.cu"
__attribute__((visibility("hidden"))) void shade6_kernel(int stride7, unsigned *__restrict__ acc8) ;
#if 0
# 15
{ 
# 16
(--stride7), (stride7 &= (((acc8[2]) - (acc8[stride7])) - (42U - stride7))); 
# 17
bool acc9 = stride7 < stride7; 
# 18
int stride10 = stride7; 
# 19
} 
#endif
# 20 "v002245.cu"
typedef int *ptr11_t; 
# 21
__attribute__((visibility("hidden"))) void stencil12(ptr11_t buf13, int *__restrict__ dst14, unsigned *__restrict__ out15) ;
#if 0
# 21
{ 
# 22
(*dst14) = (dst14[0]); 
# 23
constexpr double sum16 = (7.625); 
# 24
(buf13[5]) = 8; 
# 25
(*out15) = ((unsigned long long)(+(buf13[3]))); 
# 26
if ((((dst14[1]) += (buf13[1])), 3808) >= (out15[7])) { 
# 27
return; 
# 28
}  
# 29
} 
#endif
# 30 "v002245.cu"
__attribute__((unused)) inline void tally17(long *__restrict__ acc18) {int volatile ___ = 1;(void)acc18;
# 42
::exit(___);}
#if 0
# 30
{ 
# 31
--(acc18[6]); 
# 32
(*acc18)--; 
# 33
(acc18[4]) %= (acc18[1]); 
# 34
if (((acc18[7]) * (acc18[5])) < 3UL) { 
# 35
return; 
# 36
}  
# 37
long long h19{(21U)}; 
# 38
float res20 = (16.25F); 
# 39
if ((30) >= h19) { 
# 40
return; 
# 41
}  
# 42
} 
#endif
# 43 "v002245.cu"
namespace img21 { namespace v22 { 
# 44
__attribute__((unused)) inline char sweep23(bool alpha24) {int volatile ___ = 1;(void)alpha24;
# 53
::exit(___);}
#if 0
# 44
{ 
# 45
if ((alpha24 - 5) > alpha24) { 
# 46
return alpha24; 
# 47
}  
# 48
alpha24 = false; 
# 49
for (int i25 = 0; i25 < 10; i25++) { 
# 50
float z26 = alpha24; 
# 51
}  
# 52
return 57L; 
# 53
} 
#endif
# 54 "v002245.cu"
}}
# 55
typedef unsigned short idx27_t; 
# 56
constexpr inline unsigned WIDTH28 = (256); 
# 57
template< class T> 
# 58
struct Bounds29 { 
# 59
T z30; 
# 60
T val31; 
# 61
void bump32(T acc33) { 
# 62
T k34 = (22L); 
# 63
++(z30); 
# 64
} 
# 65
}; 
# 66
constexpr unsigned BLOCK35 = (16); 
# 67
int main() { 
# 68
int count36 = 293; 
# 69
int iter37 = 0; 
# 70
while (iter37 < (3 * 2)) { 
# 71
++count36; 
# 72
++iter37; 
# 73
}  
# 74
count36 = 3785; 
# 75
int t38((12 * count36) + WIDTH28); 
# 76
int base39 = ((t38 += 46), 42U) + count36; 
# 77
count36--; 
# 78
(__cudaPushCallConfiguration((count36 + 63) / 64, 512)) ? (void)0 : shade6_kernel(((double)count36) * (42), nullptr); 
# 79
(__cudaPushCallConfiguration(512, WIDTH28 + (256))) ? (void)0 : stencil12(static_cast< int *>(nullptr), static_cast< int *>(nullptr), nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v002245.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e44dd019_10_v002245_cu_9088122c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002245.cudafe1.stub.c"
#include "v002245.cudafe1.stub.c"
# 1 "v002245.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
