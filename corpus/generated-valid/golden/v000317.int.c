# 1 "v000317.cu"
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
# 27 "v000317.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_decay9)[32] = 0; 
# 29
__attribute__((visibility("hidden"))) void stencil10(int count11, const int *in12) ;
#if 0
# 29
{ 
# 30
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
do { ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay9)))[18]) += (29); } while (0); 
# 32
auto u14 = 2UL; 
# 33
auto w15 = ((*in12) / 2) * ((9 + (*in12)) / (27 * gid13)); 
# 34
} 
#endif
# 35 "v000317.cu"
static float d_combine16[16]; 
# 37
namespace _GLOBAL__N__da67556e_10_v000317_cu_m_decay9 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__da67556e_10_v000317_cu_m_decay9; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__da67556e_10_v000317_cu_m_decay9 __attribute__((visibility("hidden")))  { 
# 38
void tally17_kernel(short alpha18, int lane19) ;
#if 0
# 38
{ 
# 39
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
if (tid20 >= lane19) { 
# 41
return; }  
# 42
if ((tid20 / alpha18) >= 46UL) { 
# 43
return; }  
# 44
(d_combine16[13]) = (__device_builtin_variable_gridDim.x); 
# 45
} 
#endif
# 47 "v000317.cu"
int host_probe21(int count22, size_t p23, long *out24) { 
# 48
auto t25 = count22; 
# 49
float x26 = +p23; 
# 50
dim3 s27(2); 
# 51
return ((count22 += 20), count22); 
# 52
} 
# 53
}
# 54
enum State28 { BLUE29, IDLE30 = 2}; 
# 55
__attribute__((section("__nv_managed_data__"))) static int (*m_sift31)[64] = 0; 
# 57
__attribute__((visibility("hidden"))) void merge32_kernel(long long p33) ;
#if 0
# 57
{ 
# 58
unsigned tid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
for (const auto &f35 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay9)))) { 
# 60
do { p33 += (f35 / (d_combine16[tid34])); } while (0); 
# 61
}  
# 62
for (int n36 = 3; n36 > 0; --n36) { 
# 63
(d_combine16[tid34]) = (-(17.75F)); 
# 64
int z37 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))[54]; 
# 65
}  
# 66
} 
#endif
# 68 "v000317.cu"
__attribute((always_inline)) __attribute__((unused)) inline int rank38(int *__restrict__ data39) {int volatile ___ = 1;(void)data39;
# 72
::exit(___);}
#if 0
# 68
{ 
# 69
(data39[3]) = (d_combine16[11]); 
# 70
__attribute__((unused)) static int sh_40; 
# 71
return 13; 
# 72
} 
#endif
# 75 "v000317.cu"
__attribute((always_inline)) __attribute__((unused)) inline float split41(int *__restrict__ acc42, int count43) {int volatile ___ = 1;(void)acc42;(void)count43;
# 85
::exit(___);}
#if 0
# 75
{ 
# 76
for (int it44 = 0; it44 < 2; ++it44) { 
# 77
int mid45 = ((__device_builtin_variable_blockIdx.x) + (acc42[__device_builtin_variable_blockIdx.y])) * (((__device_builtin_variable_threadIdx.x) + 36U) / (2)); 
# 78
(--mid45), (count43 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))[count43])); 
# 79
unsigned char off46{(64)}; 
# 80
}  
# 81
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))[27]) = (((d_combine16[count43]) += ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay9)))[__device_builtin_variable_threadIdx.x])), count43); 
# 82
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))[count43]) = 24; 
# 83
__attribute__((unused)) static int sh_47[128]; 
# 84
return (__device_builtin_variable_blockDim.x) - (11.625F); 
# 85
} 
#endif
# 87 "v000317.cu"
constexpr int trace48(int n49) { 
# 88
const int v50 = n49 * n49; 
# 89
int m51 = v50 & 15; 
# 90
return m51; 
# 91
} 
# 93
int main() { 
# 94
int size52 = 3717; 
# 95
static_assert((sizeof(int) == (4)));
# 96
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))[57]) <= 39) { 
# 97
return -(size52 + size52); }  
# 98
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay9)))[18]) = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay9)))[0]) / (2)) / (2)); 
# 99
(__cudaPushCallConfiguration(dim3(((IDLE30) + 6) * 16, 32, (20 + 12) * ((IDLE30) + 6)), 256)) ? (void)0 : stencil10(2200UL - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay9)))[size52]), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))); 
# 100
(__cudaPushCallConfiguration((size52 + 127) / 128, ((dim3)((size52 + 255) / 256)))) ? (void)0 : tally17_kernel(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))[28]) + host_probe21((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))[55], (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay9)))[2], (long *)nullptr), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))[size52]); 
# 101
(__cudaPushCallConfiguration(dim3((IDLE30) * ((IDLE30) + (IDLE30)), (size52 + 63) / 64, (size52 + 31) / 32), 1 << 6)) ? (void)0 : merge32_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift31)))[size52]); 
# 102
return 0; 
# 103
} 

# 1 "v000317.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da67556e_10_v000317_cu_m_decay9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000317.cudafe1.stub.c"
#include "v000317.cudafe1.stub.c"
# 1 "v000317.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
