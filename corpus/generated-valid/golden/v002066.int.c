# 1 "v002066.cu"
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
# 19 "v002066.cu"
constexpr int grow6(int count7) { 
# 20
bool lim8 = count7 <= 48; 
# 21
++count7; 
# 22
return 18U; 
# 23
} 
# 25
long clamp9(int count10, long b11) { 
# 26
if ((b11 > b11) || (b11 <= b11)) { 
# 27
return count10 - grow6(b11); 
# 28
}  
# 29
if (b11 && (count10 == count10)) { 
# 30
goto out13; 
# 31
}  
# 32
if (int sum12 = (count10 + count10) + 1; sum12 != (3 / count10)) { 
# 33
if (b11 > count10) { 
# 34
return (count10 * b11); 
# 35
}  
# 36
if (sum12 - 128) { 
# 37
b11 = ((unsigned)count10); 
# 38
}  
# 39
}  
# 40
count10 = (((b11 * b11) <= (9U)) ? count10 + count10 : count10); 
# 41
b11 = (grow6(b11)); 
# 42
out13:; ; 
# 43
return (b11 == (+count10)) ? 25 : (((128) - b11) - (grow6(count10))); 
# 44
} 
# 45
using idx14_t = char; 
# 47
__attribute__((visibility("hidden"))) void smooth15_kernel(int *__restrict__ data16, int *__restrict__ dst17) ;
#if 0
# 47
{ 
# 48
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
(dst17[i18]) = (clamp9(clamp9(16, i18 + (dst17[1])), 48)); 
# 50
if (((*data16) * 4982L) > (48)) { 
# 51
return; 
# 52
}  
# 53
} 
#endif
# 55 "v002066.cu"
int main() { 
# 56
int count19 = 77; 
# 57
if (28 >= count19) { 
# 58
count19 = (20 / count19); 
# 59
long v20 = clamp9(count19 % count19, clamp9(count19, count19) * (256)); 
# 60
}  
# 61
count19 = (((int)(count19 / 16ULL)) - count19); 
# 62
count19 = ((idx14_t)count19); 
# 63
count19 = (clamp9(256, static_cast< int>(count19))); 
# 64
(__cudaPushCallConfiguration((count19 + 127) / 128, 256)) ? (void)0 : smooth15_kernel(&count19, nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v002066.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1f08d9c_10_v002066_cu_731a5a03
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002066.cudafe1.stub.c"
#include "v002066.cudafe1.stub.c"
# 1 "v002066.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
