# 1 "i000033.cu"
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
# 10 "i000033.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_fuse3 = 0; 
# 11
enum Phase4 { IDLE5, BUSY6 = 4, MUL7, MUL8 = 9}; 
# 12
static int d_step9[32]; 
# 14
float spread10(unsigned beta11, int count12) 
# 15
{ 
# 16
switch (beta11) { 
# 17
case 7:  
# 18
break; 
# 19
}  
# 20
do { count12 += (beta11 - (9)); } while (0); 
# 21
unsigned m13 = -(+count12); 
# 22
int z14[5]{30, 51, 3099, 2, count12}; 
# 23
beta11 = (39L); 
# 24
beta11 = (((4 & count12) + count12) * (((z14[m13]) ^ 30) * beta11)); 
# 25
count12 = (((2561) % m13) + count12); 
# 26
return beta11; 
# 27
} 
# 29
__attribute__((visibility("hidden"))) void stencil15(const int *__restrict__ src16, int n17) ;
#if 0
# 30
{ 
# 31
unsigned gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (gid18 >= n17) { 
# 33
return; 
# 34
}  
# 35
auto prod19 = ((((d_step9[28]) += (__device_builtin_variable_blockDim.x)), 57)); 
# 36
++(d_step9[gid18 & (31)]); 
# 37
do { n17 += (gid18 + ((__device_builtin_variable_threadIdx.x) + ((d_step9[prod19]) * 7))); } while (0); 
# 38
if (!src16) { 
# 39
return; 
# 40
}  
# 41
if ((57) != gid18) { 
# 42
return; 
# 43
}  
# 44
} 
#endif
# 45 "i000033.cu"
__attribute((constant)) int misplaced_fn22() 
# 46
{ 
# 47
return 1; 
# 48
} 
# 50
int main() 
# 51
{ 
# 52
int len20 = 314; 
# 53
len20 = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse3))) >= (len20 << 6)) ? (42UL * len20) | ((len20 <= 43) ? len20 : len20) : ((22LL) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse3))))); 
# 54
--len20; 
# 55
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse3))); 
# 56
unsigned x21 = (912 * (~len20)) + ((58) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse3)))); 
# 57
(__cudaPushCallConfiguration(1 << ((MUL7) + 1), 256, 1 << 8)) ? (void)0 : stencil15(&len20, ((x21 >= len20) ? MUL8 : x21) >> (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse3))) += (20.25F)), 17)); 
# 58
return 0; 
# 59
} 

# 1 "i000033.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ff43992_10_i000033_cu_m_fuse3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000033.cudafe1.stub.c"
#include "i000033.cudafe1.stub.c"
# 1 "i000033.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
