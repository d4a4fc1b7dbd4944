# 1 "v001014.cu"
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
# 13 "v001014.cu"
__attribute__((visibility("hidden"))) void step5(double *data6, int count7, int count8, const float *in9) ;
#if 0
# 14
{ 
# 15
do { count7 += count7; } while (0); 
# 16
count7 ^= ((32 | (count8 - count8)) + ((count7 >= (in9[count8 & 7])) ? count8 : 23U)); 
# 17
do { count8 += 26U; } while (0); 
# 18
auto q10 = 23; 
# 19
(data6[3]) -= (((280) * (__device_builtin_variable_blockIdx.x)) % (q10 + (128 & count8))); 
# 20
unsigned stride11 = ~q10; 
# 21
if (!in9) { 
# 22
return; }  
# 23
} 
#endif
# 24 "v001014.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned long long *m_split12 = 0; 
# 25
enum Level13 { ON14, OFF15, GREEN16}; 
# 27
float split17(unsigned beta18) 
# 28
{ 
# 29
do { beta18 += ((float)(beta18 * sizeof(float))); } while (0); 
# 30
if (beta18 >= (beta18 % (10))) { 
# 31
goto out19; 
# 32
}  
# 33
beta18 &= beta18; 
# 34
beta18 = (+beta18); 
# 35
beta18 *= ((int)15UL); 
# 36
out19:; ; 
# 37
return beta18; 
# 38
} 
# 40
int main() 
# 41
{ 
# 42
int n20 = 3946; 
# 43
(__cudaPushCallConfiguration((GREEN16) + ((GREEN16) + 28), 1 << (5 + 3))) ? (void)0 : step5(nullptr, n20, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split12))) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split12)))) ? n20 : 52, (const float *)nullptr); 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split12))) |= (34); 
# 45
return 0; 
# 46
} 

# 1 "v001014.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e831839a_10_v001014_cu_4c9b3da2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001014.cudafe1.stub.c"
#include "v001014.cudafe1.stub.c"
# 1 "v001014.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
