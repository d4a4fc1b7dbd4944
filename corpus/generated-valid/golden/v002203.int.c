# 1 "v002203.cu"
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
# 18 "v002203.cu"
enum Op8 { 
# 19
SLOW9, 
# 20
ON10 = 3, 
# 21
BUSY11, 
# 22
LOW12 = 6, 
# 23
OFF13
# 24
}; 
# 25
__attribute__((section("__nv_managed_data__"))) static unsigned short (*m_sweep14)[64] = 0; 
# 26
__attribute__((visibility("hidden"))) void relax15_kernel(unsigned *__restrict__ dst16, bool q17, long long *buf18, double alpha19) ;
#if 0
# 27
{ 
# 28
--(dst16[0]); 
# 29
q17 = q17; 
# 30
(buf18[1])--; 
# 31
} 
#endif
# 32 "v002203.cu"
enum State20: int { ADD21, LOW22, GREEN23 = 4}; 
# 33
typedef State20 kind24_t; 
# 34
__attribute__((visibility("hidden"))) void step25_kernel(const int *input26, int n27) ;
#if 0
# 35
{ 
# 36
int gid28 = __device_builtin_variable_threadIdx.x; 
# 37
long k29 = n27; 
# 38
float z30((31)); 
# 39
z30 *= k29; 
# 40
} 
#endif
# 42 "v002203.cu"
__attribute((always_inline)) __attribute__((unused)) inline float sift31(int n32, size_t alpha33) 
# 43
{int volatile ___ = 1;(void)n32;(void)alpha33;
# 50
::exit(___);}
#if 0
# 43
{ 
# 44
if (float lim34 = alpha33; (n32 * n32) || ((57) < alpha33)) { 
# 45
--alpha33; 
# 46
unsigned prod35 = lim34; 
# 47
long long v36 = (LOW12); 
# 48
}  
# 49
return +n32; 
# 50
} 
#endif
# 51 "v002203.cu"
constexpr int run_pivot37(int len38, int count39) 
# 52
{ 
# 53
return count39 / (57 * count39); 
# 54
} 
# 55
int main() 
# 56
{ 
# 57
int count40 = 3220; 
# 58
int pass41 = 0; 
# 59
while (pass41 < 10) { 
# 60
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep14)))[11]) = (run_pivot37(pass41, (int)count40)); 
# 61
++pass41; 
# 62
}  
# 63
int acc42{count40}; 
# 64
(__cudaPushCallConfiguration((1 << 3) + ((1 << 3) + 112), 8 + ((ON10) + 501))) ? (void)0 : relax15_kernel(nullptr, ((((float)pass41) + (run_pivot37(acc42, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep14)))[51]))) + (run_pivot37(pass41, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep14)))[acc42 & 63]))) != (42), nullptr, count40); 
# 65
(__cudaPushCallConfiguration(sizeof(int) * (4), ((LOW22) + 7) * (GREEN23))) ? (void)0 : step25_kernel(&acc42, 8); 
# 66
return 0; 
# 67
} 

# 1 "v002203.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__34a62905_10_v002203_cu_ca5918f5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002203.cudafe1.stub.c"
#include "v002203.cudafe1.stub.c"
# 1 "v002203.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
