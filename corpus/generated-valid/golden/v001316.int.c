# 1 "v001316.cu"
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
# 16 "v001316.cu"
struct Span6 { 
# 17
int w7, w8; 
# 18
}; 
# 20
struct Pixel9 { 
# 21
float count10; 
# 22
int lo11; 
# 23
float w12; 
# 24
float mix13() const 
# 25
{ 
# 26
return (9.5F) - (w12); 
# 27
} 
# 28
}; 
# 30
Pixel9 operator+(Pixel9 a, Pixel9 b) 
# 31
{ 
# 32
Pixel9 r = a; 
# 33
(r.count10) += (b.count10); 
# 34
(r.lo11) += (b.lo11); 
# 35
(r.w12) += (b.w12); 
# 36
return r; 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void march14_kernel(float *out15, const int *in16) ;
#if 0
# 40
{ 
# 41
int i17 = __device_builtin_variable_threadIdx.x; 
# 42
if ((((__device_builtin_variable_blockDim.x) > (*in16)) ? *out15 : (__device_builtin_variable_blockIdx.x)) == ((in16[i17]) + i17)) { 
# 43
for (int j18 = 0; j18 < i17; j18++) { 
# 44
if (((__device_builtin_variable_threadIdx.x) > (__device_builtin_variable_threadIdx.x)) && (58L >= (in16[2]))) { 
# 45
continue; 
# 46
}  
# 47
}  
# 48
}  
# 49
(out15[__device_builtin_variable_threadIdx.z])--; 
# 50
} 
#endif
# 52 "v001316.cu"
int main() 
# 53
{ 
# 54
int n19 = 2662; 
# 55
if (n19 > (n19 + 2)) { 
# 56
int w20 = 0; 
# 57
while ((w20 < 4) && (((w20 <= 48) ? n19 : 256) <= n19)) { 
# 58
n19 = 31; 
# 59
char k21 = (((n19 > n19) ? w20 : 22) >> (w20 * 19UL)) ^ 9U; 
# 60
++w20; 
# 61
}  
# 62
}  
# 63
(__cudaPushCallConfiguration(1 << 3, 1 << 6, 7 + (7 + 1010), (cudaStream_t)0)) ? (void)0 : march14_kernel((float *)nullptr, &n19); 
# 64
return 0; 
# 65
} 

# 1 "v001316.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c4ac39bf_10_v001316_cu_52b340c9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001316.cudafe1.stub.c"
#include "v001316.cudafe1.stub.c"
# 1 "v001316.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
