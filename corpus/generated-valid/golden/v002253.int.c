# 1 "v002253.cu"
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
# 9 "v002253.cu"
__attribute__((visibility("hidden"))) void bias3(float *dst4, float *buf5, const float *src6) ;
#if 0
# 9
{ 
# 10
(buf5[1])--; 
# 11
(dst4[1]) -= ((((*buf5) * (*buf5)) + ((24) * (*buf5))) * (((*buf5) * (*buf5)) + ((24) * (*buf5)))); 
# 12
} 
#endif
# 14 "v002253.cu"
__attribute__((unused)) int drift7(int n8, unsigned char alpha9, int len10 = 64UL) {int volatile ___ = 1;(void)n8;(void)alpha9;(void)len10;
# 18
::exit(___);}
#if 0
# 14
{ 
# 15
len10 >>= ((int)(len10 & 11)); 
# 16
int diff11 = 19; 
# 17
return 4 + (len10 * (('0') % len10)); 
# 18
} 
#endif
# 20 "v002253.cu"
namespace ops12 { 
# 21
struct __attribute((aligned(16))) Cell13 { 
# 22
long id14; 
# 23
bool y15; 
# 24
long reset16() const { 
# 25
return ((id14) * (id14)); 
# 26
} 
# 27
long get17() const { 
# 28
return (unsigned)((14) - (id14)); 
# 29
} 
# 30
}; 
# 32
__attribute__((unused)) float drift18(int count19, const unsigned *input20) {int volatile ___ = 1;(void)count19;(void)input20;
# 44
::exit(___);}
#if 0
# 32
{ 
# 33
int iter21 = 0; 
# 34
do { 
# 35
count19 ^= count19; 
# 36
const bool lim22 = (iter21 % 8) & 1; 
# 37
++iter21; 
# 38
} while (iter21 < count19); 
# 39
count19--; 
# 40
if (((short)iter21) & 1) { 
# 41
return ((float)(4.875F)) * (count19 * 9); 
# 42
}  
# 43
return (((*input20) | count19) % (8)) % count19; 
# 44
} 
#endif
# 45 "v002253.cu"
}
# 47
__attribute__((visibility("hidden"))) void trace23_kernel(float *out24, unsigned alpha25, int stride26, float *__restrict__ out27) ;
#if 0
# 47
{ 
# 48
stride26++; 
# 49
unsigned sum28 = *out27; 
# 50
} 
#endif
# 52 "v002253.cu"
int main() { 
# 53
int size29 = 3351; 
# 54
for (int j30 = 0; j30 < 4; ++j30) { 
# 55
(__cudaPushCallConfiguration(32, 512, sizeof(double) * (128))) ? (void)0 : trace23_kernel((float *)nullptr, 1643 & (j30 * 7), size29, (float *)nullptr); 
# 56
ops12::Cell13 q31 = ops12::Cell13{(1997U), true}; 
# 57
}  
# 58
size29 = 7; 
# 59
(__cudaPushCallConfiguration(64, 512)) ? (void)0 : bias3(nullptr, nullptr, (const float *)nullptr); 
# 60
return 0; 
# 61
} 

# 1 "v002253.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc46a675_10_v002253_cu_3b542694
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002253.cudafe1.stub.c"
#include "v002253.cudafe1.stub.c"
# 1 "v002253.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
