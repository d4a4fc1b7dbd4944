# 1 "v000436.cu"
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
# 8 "v000436.cu"
__attribute__((visibility("hidden"))) void trace3(double *acc4, unsigned long long *data5) ;
#if 0
# 8
{ 
# 9
unsigned i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
(acc4[i6])--; 
# 11
(acc4[3])--; 
# 12
if ((__device_builtin_variable_threadIdx.x) <= ((__device_builtin_variable_blockIdx.x) + (__device_builtin_variable_threadIdx.x))) { 
# 13
return; }  
# 14
if ((__device_builtin_variable_threadIdx.z) <= (data5[i6])) { 
# 15
return; }  
# 16
(data5[3]) %= (data5[0]); 
# 17
} 
#endif
# 18 "v000436.cu"
static long long d_pivot7; 
# 19
__attribute__((section("__nv_managed_data__"))) static int (*m_grow8)[4] = 0; 
# 21
namespace detail9 { 
# 22
static double d_march10; 
# 23
}
# 24
using ptr11_t = int *; 
# 26
__attribute__((visibility("hidden"))) void pack12(const int *coef13) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern double dyn_14[]; 
# 28
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
(dyn_14[tid15]) = (((float)(*coef13)) + ((19.875) * (+detail9::d_march10))); 
# 30
--(dyn_14[tid15]); 
# 31
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[0]) /= (tid15 + detail9::d_march10); 
# 32
constexpr int val16 = (sizeof(float) * (10)); 
# 33
} 
#endif
# 35 "v000436.cu"
template< class T> __attribute__((unused)) long 
# 36
pivot17(T cfg18, T alpha19, int n20) {int volatile ___ = 1;(void)cfg18;(void)alpha19;(void)n20;
# 48
::exit(___);}
#if 0
# 36
{ 
# 38
#pragma unroll 8
for (
# 38
int it21 = 0; it21 < n20; it21 += 2) { 
# 39
alpha19 = (((10.25) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[2])) + ((!(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[__device_builtin_variable_gridDim.x]) == 35)) ? __device_builtin_variable_threadIdx.z : (7.375))); 
# 40
if (((detail9::d_march10 + cfg18) + 1) != 6U) { 
# 41
continue; }  
# 42
__attribute__((unused)) static unsigned char sh_22[3][9]; 
# 43
}   
# 44
--detail9::d_march10; 
# 45
cfg18 *= ((alpha19 * ((17.5) + alpha19)) * (d_pivot7 + ((9.25) - n20))); 
# 46
T z23 = (unsigned)(alpha19 + d_pivot7); 
# 47
return (17.25); 
# 48
} 
#endif
# 50 "v000436.cu"
__attribute__((visibility("hidden"))) void probe24(int count25, double beta26, ptr11_t data27, const int *input28) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern int dyn_29[]; 
# 52
(dyn_29[__device_builtin_variable_threadIdx.y]) = ((pivot17< unsigned> (pivot17< unsigned> (4806, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[__device_builtin_variable_warpSize], data27[count25]), 41, beta26 - (583ULL))) + 19LL); 
# 53
int lo30 = count25; 
# 55
#pragma unroll
for (
# 55
int i31 = 0; i31 < lo30; ++i31) { 
# 56
pivot17< long> (pivot17< float> ((5.0F), (9.375F), 277) + pivot17(detail9::d_march10, (double)(12.5), -15), (data27[d_pivot7]) - ((8) + d_pivot7), (16) * ((__device_builtin_variable_blockDim.z) % (data27[__device_builtin_variable_blockDim.x]))); }  
# 57
if (data27[6]) { 
# 58
return; }  
# 59
unsigned r32[6] = {}; 
# 60
} 
#endif
# 62 "v000436.cu"
static float check_accum33(int n34, int count35, int lane36) { 
# 63
if (count35 != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[count35])) { 
# 64
return (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[n34]) - (23.625F)) / n34; }  
# 65
(__cudaPushCallConfiguration(((dim3)(8)), 16 * 16, 0)) ? (void)0 : pack12((const int *)nullptr); 
# 66
(__cudaPushCallConfiguration((lane36 + 63) / 64, dim3((count35 + 255) / 256, (lane36 + 255) / 256, (lane36 + 127) / 128), sizeof(int) * (128), 0)) ? (void)0 : probe24(((count35 + 3) + 26) * (sizeof(int) * n34), 17 * n34, &count35, (const int *)nullptr); 
# 67
lane36 = ((-(20 + lane36)) - ((int)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[3]))); 
# 68
return lane36; 
# 69
} 
# 71
int main() { 
# 72
int n37 = 2118; 
# 73
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[n37]) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[2]); 
# 74
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[3]) = (check_accum33(-4759, check_accum33(check_accum33(n37, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[n37], 33), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[n37], n37 + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_grow8)))[2])), ((int)63L) + (+n37))); 
# 75
float y38[2]{(14.75F), (8.0F)}; 
# 76
(__cudaPushCallConfiguration(32, 64, 4096)) ? (void)0 : trace3(nullptr, (unsigned long long *)nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v000436.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__051e51d3_10_v000436_cu_19fc0b35
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000436.cudafe1.stub.c"
#include "v000436.cudafe1.stub.c"
# 1 "v000436.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
