# 1 "v002390.cu"
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
# 8 "v002390.cu"
__attribute__((visibility("hidden"))) void spread3(double *__restrict__ out4, int *__restrict__ acc5, unsigned *__restrict__ dst6) ;
#if 0
# 8
{ 
# 9
int tid7 = __device_builtin_variable_threadIdx.x; 
# 10
int r8{5}; 
# 11
(out4[(__device_builtin_variable_threadIdx.x) & (7)]) = (4); 
# 12
int idx9 = out4[3]; 
# 13
} 
#endif
# 15 "v002390.cu"
template< class T, class U> float 
# 16
smooth10(const U *__restrict__ input11, const U *__restrict__ in12, const T *__restrict__ input13) { 
# 17
auto idx14 = (in12[5]) - 4; 
# 18
for (int j15 = 0; j15 < 14; ++j15) { 
# 19
for (int it16 = 0, j17 = j15; it16 < j17; (++it16), (--j17)) { 
# 20
idx14 = (*in12); 
# 21
idx14 = 10; 
# 22
}  
# 23
}  
# 24
return (input11[4]) - ((-idx14) + (*input13)); 
# 25
} 
# 28
struct Span18 { 
# 29
float flag19; 
# 30
unsigned count20; 
# 31
}; 
# 33
int warp21(Span18 alpha22, const int *__restrict__ src23) { 
# 34
alpha22 = alpha22; 
# 35
int tmp24 = (47U); 
# 36
(__cudaPushCallConfiguration(2, 1 << (4 + 3))) ? (void)0 : spread3((double *)nullptr, static_cast< int *>(nullptr), nullptr); 
# 37
dim3 idx25 = dim3(4 + (4 + 8), (tmp24 + 127) / 128); 
# 38
tmp24 = (__alignof__(int)); 
# 39
float r26 = (2.75F); 
# 40
return 29; 
# 41
} 
# 43
int main() { 
# 44
int size27 = 2503; 
# 45
Span18 lim28 = Span18{(15), 9U}; 
# 46
dim3 stride29((size27 + 63) / 64); 
# 47
if (unsigned sum30{(26)}; size27) { 
# 48
float off31 = warp21(Span18{(static_cast< float>(-(14.25F))), (33)}, (const int *)nullptr); 
# 49
off31 = (lim28.count20); 
# 50
}  
# 51
return 0; 
# 52
} 

# 1 "v002390.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e05f373f_10_v002390_cu_42a851ef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002390.cudafe1.stub.c"
#include "v002390.cudafe1.stub.c"
# 1 "v002390.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
