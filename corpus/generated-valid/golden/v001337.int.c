# 1 "v001337.cu"
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
# 20 "v001337.cu"
static short d_reduce5[4]; 
# 23
__attribute__((visibility("hidden"))) void filter6(int n7, int *dst8, int stride9, unsigned *__restrict__ dst10) ;
#if 0
# 24
{ 
# 25
if (((stride9 | ('\n')) <= (dst10[1])) || ((~(d_reduce5[stride9])) & 1)) { 
# 26
auto e11 = *dst10; 
# 27
}  
# 28
char cnt12 = (~(*dst8)) % (d_reduce5[3]); 
# 29
} 
#endif
# 30 "v001337.cu"
__attribute__((section("__nv_managed_data__"))) static double *m_merge13 = 0; 
# 33
template< class T> __attribute__((unused)) T 
# 34
pivot14(const T *__restrict__ input15, T alpha16) 
# 35
{int volatile ___ = 1;(void)input15;(void)alpha16;
# 41
::exit(___);}
#if 0
# 35
{ 
# 36
float sum17[3] = {(10.75F), (9.0F)}; 
# 37
alpha16 = (input15[6]); 
# 38
unsigned idx18[2]{(34), (static_cast< unsigned>(308))}; 
# 39
unsigned q19 = ((float)25); 
# 40
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge13))) * ((input15 != nullptr) ? alpha16 : (4 ^ (d_reduce5[q19]))); 
# 41
} 
#endif
# 43 "v001337.cu"
constexpr int host_tile20(int stride21) 
# 44
{ 
# 45
stride21 = (stride21 << ((stride21 * 48) * stride21)); 
# 46
return -61; 
# 47
} 
# 49
int main() 
# 50
{ 
# 51
int size22 = 224; 
# 52
(__cudaPushCallConfiguration((size22 + 63) / 64, 48 + 16, sizeof(unsigned) * (25 + 999), 0)) ? (void)0 : filter6(10, &size22, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge13))), nullptr); 
# 53
unsigned val23[2 * 2] = {}; 
# 54
return 0; 
# 55
} 

# 1 "v001337.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06d00dba_10_v001337_cu_7cb5d51c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001337.cudafe1.stub.c"
#include "v001337.cudafe1.stub.c"
# 1 "v001337.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
