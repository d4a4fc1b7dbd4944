# 1 "v001464.cu"
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
# 7 "v001464.cu"
static_assert((37 == 37), "bad config");
# 9
__attribute__((visibility("hidden"))) void spread3(float q4, int stride5) ;
#if 0
# 9
{ 
# 10
--stride5; 
# 11
if ((q4 + (2)) >= (1LL)) { 
# 12
return; 
# 13
}  
# 14
++q4; 
# 15
stride5 = 13; 
# 16
} 
#endif
# 17 "v001464.cu"
inline unsigned char rank6(int lane7, int stride8) { 
# 18
const char *acc9 = ("hello"); 
# 19
stride8++; 
# 20
if (lane7 < 7U) { 
# 21
(__cudaPushCallConfiguration(1, sizeof(unsigned) * (32), sizeof(double) * (32))) ? (void)0 : spread3((acc9[1]) * (19.0F), 31); 
# 22
}  
# 23
int off10 = stride8; 
# 24
return 36 - stride8; 
# 25
} 
# 26
int main() { 
# 27
int count11 = 228; 
# 28
--count11; 
# 29
if (!(count11 >= count11)) { 
# 30
return (rank6(33L, 64)) + (29UL + count11); 
# 31
}  
# 32
count11 /= (rank6(rank6(sizeof(float), 39), rank6(51U, -2486))); 
# 33
auto flag12 = (rank6(rank6(count11, count11), 11 + count11)) % (31 - (count11 + count11)); 
# 34
double idx13 = flag12; 
# 35
idx13++; 
# 36
return 0; 
# 37
} 

# 1 "v001464.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1801d9c_10_v001464_cu_52465e25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001464.cudafe1.stub.c"
#include "v001464.cudafe1.stub.c"
# 1 "v001464.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
