# 1 "v002040.cu"
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
# 10 "v002040.cu"
static double d_fold6; 
# 11
typedef int idx7_t; 
# 13
static void reduce8_kernel(unsigned long long *__restrict__ buf9, float a10, bool cfg11) ;
#if 0
# 14
{ 
# 15
int i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
(++a10), (cfg11 = (cfg11 <= (cfg11 + d_fold6))); 
# 17
++a10; 
# 18
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20 "v002040.cu"
template< class T, int N> static void 
# 21
__wrapper__device_stub_tally13_kernel(T *&buf14, unsigned &beta15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
int gid16 = __device_builtin_variable_threadIdx.x; 
# 24
long *off17 = (nullptr); 
# 25
--beta15; 
# 26
unsigned h18((d_fold6 < (61)) ? d_fold6 : (61)); 
# 27
(buf14[__device_builtin_variable_threadIdx.y]) = d_fold6; 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 20 "v002040.cu"
template< class T, int N> static void 
# 21
tally13_kernel(T *buf14, unsigned beta15) 
# 22
{__wrapper__device_stub_tally13_kernel<T,N>(buf14,beta15);
# 28
return;}
#if 0
# 22
{ 
# 23
int gid16 = __device_builtin_variable_threadIdx.x; 
# 24
long *off17 = (nullptr); 
# 25
--beta15; 
# 26
unsigned h18((d_fold6 < (61)) ? d_fold6 : (61)); 
# 27
(buf14[__device_builtin_variable_threadIdx.y]) = d_fold6; 
# 28
} 
#endif
# 31 "v002040.cu"
__attribute__((visibility("hidden"))) void sweep19_kernel(int lane20, idx7_t n21) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern char dyn_22[]; 
# 34
int i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (i23 >= lane20) { 
# 36
return; 
# 37
}  
# 38
idx7_t q24 = 4; 
# 39
if (46L >= (static_cast< idx7_t>(d_fold6))) { 
# 40
return; 
# 41
}  
# 42
(dyn_22[__device_builtin_variable_blockDim.z]) = (((((__device_builtin_variable_blockDim.x) + (44)) < (lane20 - (dyn_22[5]))) ? (__device_builtin_variable_blockDim.x) + (44) : (lane20 - (dyn_22[5]))) * ((n21 += 3U), (lane20 + 50))); 
# 43
static_assert((8 > 7));
# 44
do { idx7_t tmp_ = n21; n21 = q24; q24 = tmp_; } while (0); 
# 45
} 
#endif
# 47 "v002040.cu"
int main() 
# 48
{ 
# 49
int count25 = 3098; 
# 50
count25 = (sizeof(unsigned) + count25); 
# 51
{ 
# 52
(__cudaPushCallConfiguration((count25 + 31) / 32, 64)) ? (void)0 : sweep19_kernel((count25 - 58) * count25, 3011 * count25); 
# 53
count25 = count25; 
# 54
} 
# 55
count25 = ('A'); 
# 56
int hi26(((9 * count25) - count25) + 4114U); 
# 57
(__cudaPushCallConfiguration(dim3((hi26 + 63) / 64, 2 * 2), 512, 0)) ? (void)0 : reduce8_kernel(nullptr, count25 + (sizeof(int) - count25), (0 - count25) / (true)); 
# 58
(__cudaPushCallConfiguration((count25 + 63) / 64, dim3(1, 8))) ? (void)0 : tally13_kernel< unsigned, 6> (nullptr, ((count25 / hi26) >= 36) ? 59 : hi26); 
# 59
return 0; 
# 60
} 

# 1 "v002040.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e5b8120_10_v002040_cu_d_fold6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002040.cudafe1.stub.c"
#include "v002040.cudafe1.stub.c"
# 1 "v002040.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
