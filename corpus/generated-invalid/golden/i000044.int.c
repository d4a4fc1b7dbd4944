# 1 "i000044.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 12 "i000044.cu"
__attribute__((unused)) static float norm4(unsigned p5, int count6) 
# 13
{int volatile ___ = 1;(void)p5;(void)count6;
# 28
::exit(___);}
#if 0
# 13
{ 
# 14
constexpr int f7 = 25; 
# 15
constexpr unsigned tmp8 = (32); 
# 16
if (count6 != f7) { 
# 17
goto skip11; 
# 18
}  
# 19
count6++; 
# 20
p5 = (((f7 % p5) ^ (57)) + ((p5 += (1311)), ((count6 <= tmp8) ? p5 : __alignof__(double)))); 
# 21
for (int n9 = 0, j10 = 11; n9 < j10; (++n9), (--j10)) { 
# 22
count6 = j10; 
# 23
if ((p5 - n9) < (56)) { 
# 24
return (n9 / 13UL) / (12.0F); }  
# 25
}  
# 26
skip11:; ; 
# 27
return 57L; 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 30 "i000044.cu"
namespace detail12 { 
# 31
inline void accum13(int n14) 
# 32
{ 
# 33
n14 = (4085 >> n14); 
# 34
(n14--), (n14 = (('A') * n14)); 
# 35
n14 = n14; 
# 36
do { n14 += (n14 % (n14 * ((n14 & 1) ? sizeof(unsigned short) : 23UL))); } while (0); 
# 37
} 
# 38
}
# 40
__attribute__((visibility("hidden"))) void combine15_kernel(float *__restrict__ buf16, int *__restrict__ acc17, const unsigned *input18, int stride19) ;
#if 0
# 41
{ 
# 42
constexpr unsigned long base20 = (44); 
# 43
norm4(norm4(10LL, base20), (+stride19) + (51U % (acc17[2]))); 
# 44
stride19 = (input18[stride19 & 7]); 
# 45
} 
#endif
# 46 "i000044.cu"
__attribute__((unused)) static int d_shadow23; 
# 48
int main() 
# 49
{ 
# 50
int count21 = 4033; 
# 51
count21 += d_shadow23; 
# 52
count21 = count21; 
# 53
(__cudaPushCallConfiguration(2, 128, 0, nullptr)) ? (void)0 : combine15_kernel((float *)nullptr, (int *)nullptr, (const unsigned *)nullptr, -((count21 += count21), count21)); 
# 54
const long *q22 = (nullptr); 
# 55
return 0; 
# 56
} 

# 1 "i000044.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5003dd3b_10_i000044_cu_f153bd25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000044.cudafe1.stub.c"
#include "i000044.cudafe1.stub.c"
# 1 "i000044.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
