# 1 "i000729.cu"
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
# 23 "i000729.cu"
void pivot8(unsigned beta9) { 
# 24
unsigned val10 = beta9 * (2107L * beta9); 
# 25
for (int it11 = 0, j12 = 15; it11 < j12; (++it11), (--j12)) { 
# 26
int tmp13 = 4; 
# 27
}  
# 28
beta9 &= (13); 
# 29
long base14[2] = {}; 
# 30
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class T, class U> static void 
# 33
__wrapper__device_stub_march15(const U *&src16, U &alpha17, const unsigned *&in18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
unsigned tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
unsigned w20 = (62L); 
# 36
static_assert((22 == 22));
# 37
int k21((__device_builtin_variable_blockIdx.x) * (*src16)); 
# 38
if ((w20 - 40UL) >= alpha17) { 
# 39
goto skip22; 
# 40
}  
# 41
if (((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_blockDim.x)) != 2ULL) { 
# 42
return; }  
# 43
skip22:; ; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 32 "i000729.cu"
template< class T, class U> static void 
# 33
march15(const U *src16, U alpha17, const unsigned *in18) {__wrapper__device_stub_march15<T,U>(src16,alpha17,in18);
# 44
return;}
#if 0
# 33
{ 
# 34
unsigned tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
unsigned w20 = (62L); 
# 36
static_assert((22 == 22));
# 37
int k21((__device_builtin_variable_blockIdx.x) * (*src16)); 
# 38
if ((w20 - 40UL) >= alpha17) { 
# 39
goto skip22; 
# 40
}  
# 41
if (((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_blockDim.x)) != 2ULL) { 
# 42
return; }  
# 43
skip22:; ; 
# 44
} 
#endif
# 46 "i000729.cu"
int main() { 
# 47
int count23 = 1594; 
# 48
count23 += sizeof(void); 
# 49
count23 &= ((((unsigned)24) + count23) * ((count23 * count23) - count23)); 
# 50
if (count23 <= count23) { 
# 51
return count23; }  
# 52
if ((-count23) == 3) { 
# 53
return sizeof(double); }  
# 54
long tmp24((-11L)); 
# 55
(__cudaPushCallConfiguration(dim3((tmp24 + (31)) / (32), 8), 64, sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : march15< unsigned, int> (nullptr, (count23 * count23) - 1387UL, nullptr); 
# 56
return 0; 
# 57
} 

# 1 "i000729.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__302cc0fe_10_i000729_cu_300fac13
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000729.cudafe1.stub.c"
#include "i000729.cudafe1.stub.c"
# 1 "i000729.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
