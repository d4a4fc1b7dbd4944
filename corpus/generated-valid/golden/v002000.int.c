# 1 "v002000.cu"
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
# 6 "v002000.cu"
__attribute__((section("__nv_managed_data__"))) static float (*m_combine2)[8] = 0; 
# 8
__attribute__((visibility("hidden"))) void count3(int len4) ;
#if 0
# 8
{ 
# 9
int gid5 = __device_builtin_variable_threadIdx.x; 
# 10
if (gid5 >= len4) { 
# 11
return; }  
# 12
if (gid5) { 
# 13
constexpr int mid6 = 51; 
# 14
}  
# 15
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine2)))[gid5 & 7]) = gid5; 
# 16
} 
#endif
# 17 "v002000.cu"
constexpr unsigned BLOCK7 = (8); 
# 18
enum Kind8 { OFF9, HIGH10 = 4, SLOW11, SLOW12}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 20
__attribute__((unused)) static float smooth13(const float *__restrict__ input14) {int volatile ___ = 1;(void)input14;
# 24
::exit(___);}
#if 0
# 20
{ 
# 21
++((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine2)))[4]); 
# 22
float off15 = BLOCK7 / ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine2)))[5]); 
# 23
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine2)))[(__device_builtin_variable_blockIdx.y) & (7)]; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 25 "v002000.cu"
enum State16: unsigned char { MUL17 = 1U, OFF18 = 3U, ADD19}; 
# 26
__attribute__((section("__nv_managed_data__"))) static unsigned short *m_weigh20 = 0; 
# 28
__attribute__((unused)) unsigned long long merge21(const float *__restrict__ coef22) {int volatile ___ = 1;(void)coef22;
# 33
::exit(___);}
#if 0
# 28
{ 
# 29
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh20))) = (smooth13(coef22) / (*coef22)); 
# 30
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh20))) = (+(BLOCK7 | (__device_builtin_variable_threadIdx.z))); 
# 31
Kind8 acc23 = HIGH10; 
# 32
return 8; 
# 33
} 
#endif
# 35 "v002000.cu"
constexpr int check_warp24(int count25) { 
# 36
constexpr unsigned long mid26 = 28UL; 
# 37
count25 = (mid26 & count25); 
# 38
return 1401UL; 
# 39
} 
# 41
int main() { 
# 42
int count27 = 3178; 
# 43
unsigned *u28 = (nullptr); 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh20))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh20))); 
# 45
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_combine2)))[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh20)))]) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh20)))) { 
# 46
return 0; }  
# 47
(__cudaPushCallConfiguration((count27 + 63) / 64, sizeof(unsigned) * (128))) ? (void)0 : count3(+(23 % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh20))))); 
# 48
return 0; 
# 49
} 

# 1 "v002000.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6bdb27e0_10_v002000_cu_35815c99
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002000.cudafe1.stub.c"
#include "v002000.cudafe1.stub.c"
# 1 "v002000.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
