# 1 "v000107.cu"
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
# 18 "v000107.cu"
__attribute__((visibility("hidden"))) void fuse7(const float *__restrict__ coef8) ;
#if 0
# 19
{ 
# 20
bool z9 = (coef8[1]) <= (coef8[7]); 
# 21
} 
#endif
# 22 "v000107.cu"
typedef float real10_t; 
# 23
static int d_drift11[8]; 
# 24
enum Kind12 { 
# 25
GREEN13, 
# 26
IDLE14, 
# 27
ADD15 = 6, 
# 28
MUL16, 
# 29
GREEN17 = 10
# 30
}; 
# 31
constexpr int DEPTH18 = 3; 
# 33
namespace detail19 { 
# 34
constexpr int STEPS20 = ((IDLE14) + 2); 
# 35
enum Kind21 { GREEN22, SLOW23 = 2, BUSY24 = 5, ON25}; 
# 37
__attribute__((visibility("hidden"))) void gather26_kernel(int *out27) ;
#if 0
# 38
{ 
# 39
unsigned f28((d_drift11[0]) - (((d_drift11[6]) += (-6L)), (DEPTH18 * (out27[7])))); 
# 40
for (int i29 = 0; i29 < 9; i29++) { 
# 41
for (auto &off30 : d_drift11) { 
# 42
double lo31 = (GREEN13); 
# 43
}  
# 44
--(d_drift11[f28]); 
# 45
__attribute__((unused)) static unsigned sh_32; 
# 46
}  
# 47
real10_t off33 = (DEPTH18 + (f28 % ('\''))) - (8); 
# 48
} 
#endif
# 49 "v000107.cu"
}
# 50
static_assert((51 > 50), "tile must fit");
# 52
static void fuse34_kernel(int *dst35, unsigned p36) ;
#if 0
# 53
{ 
# 55
#pragma unroll 8
for (
# 55
int it37 = 0, j38 = 14; it37 < j38; (++it37), (--j38)) { 
# 56
for (auto &e39 : d_drift11) { 
# 57
++e39; 
# 58
}  
# 59
}  
# 60
++(d_drift11[p36]); 
# 61
} 
#endif
# 62 "v000107.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_relax40 = 0; 
# 63
__attribute__((section("__nv_managed_data__"))) static int *m_sweep41 = 0; 
# 65
__attribute__((visibility("hidden"))) void update42(int *__restrict__ buf43, float *__restrict__ buf44) ;
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern int dyn_45[]; 
# 68
for (int i46 = (sizeof(int)); i46 > 0; --i46) { 
# 69
(dyn_45[3]) = (((buf44[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep41)))]) * (detail19::STEPS20 * (buf44[7]))) - i46); 
# 70
int res47 = detail19::STEPS20; 
# 71
}  
# 72
} 
#endif
# 74 "v000107.cu"
static long long check_split48(real10_t p49) 
# 75
{ 
# 76
{ 
# 77
cudaStream_t z50 = (nullptr); 
# 78
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep41))) = detail19::STEPS20; 
# 79
} 
# 80
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fuse7(nullptr); 
# 81
return -14; 
# 82
} 
# 84
static unsigned run_shade51(Kind12 q52) 
# 85
{ 
# 86
(__cudaPushCallConfiguration(64, 32)) ? (void)0 : update42(nullptr, nullptr); 
# 87
if ((static_cast< float>(detail19::STEPS20)) >= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep41))) << (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep41))))) { 
# 88
q52 = q52; 
# 89
}  
# 90
for (int n53 = 0, j54 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep41))); n53 < j54; (++n53), (--j54)) { 
# 91
bool cnt55 = 648 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep41))); 
# 92
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax40))); 
# 93
}  
# 94
real10_t s56 = (DEPTH18); 
# 95
return 34LL + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep41))) + (DEPTH18 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax40))))); 
# 96
} 
# 98
int main() 
# 99
{ 
# 100
int size57 = 1964; 
# 101
(__cudaPushCallConfiguration(32, 256, 0, 0)) ? (void)0 : detail19::gather26_kernel(nullptr); 
# 102
static_assert((42 > 41), "bad config");
# 103
if (size57) { 
# 104
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep41))) = (detail19::SLOW23); 
# 105
} else { 
# 106
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax40))) = detail19::STEPS20; 
# 107
}  
# 108
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax40))) + 127) / 128, detail19::STEPS20 + ((MUL16) + 54))) ? (void)0 : fuse34_kernel(static_cast< int *>(nullptr), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax40)))); 
# 109
return 0; 
# 110
} 

# 1 "v000107.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aacfddd5_10_v000107_cu_88fd66fb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000107.cudafe1.stub.c"
#include "v000107.cudafe1.stub.c"
# 1 "v000107.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
