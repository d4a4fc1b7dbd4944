# 1 "v002275.cu"
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
# 8 "v002275.cu"
namespace impl3 { 
# 9
__attribute__((section("__nv_managed_data__"))) static size_t *m_drift4 = 0; 
# 11
float run_grow5(double cfg6, unsigned long *__restrict__ out7) { 
# 12
static int res8 = 60; 
# 13
for (int n9 = res8; n9 > 0; --n9) { 
# 14
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))) = (static_cast< char>(50 + (n9 << 3))); 
# 15
}  
# 16
auto fn11 = [=](float m10) mutable->unsigned { 
# 17
m10 *= ((((12) - (cfg6)) + ((14.0F))) * (5)); 
# 18
++((out7)[res8]); 
# 19
return 4U; 
# 20
} ; typedef decltype(fn11) __T0;
# 21
cfg6 = res8; 
# 22
res8 = cfg6; 
# 23
return cfg6; 
# 24
} 
# 25
}
# 27
__attribute__((visibility("hidden"))) void march12_kernel(bool alpha13) ;
#if 0
# 27
{ 
# 28
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
for (int j15 = 4; j15 > 0; --j15) { 
# 30
int pass16 = 0; 
# 31
while (pass16 < pass16) { 
# 32
alpha13 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))); 
# 33
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))) ^= (29L); 
# 34
++pass16; 
# 35
}  
# 36
}  
# 37
} 
#endif
# 39 "v002275.cu"
double pivot17(int count18) { 
# 40
double flag19{(5.0)}; 
# 41
int iter20 = 0; 
# 42
while (iter20 < count18) { 
# 43
for (int j21 = count18; j21 > 0; --j21) { 
# 44
(__cudaPushCallConfiguration(dim3(32 * 4, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))) + (255)) / (256), (count18 + 63) / 64), ((dim3)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))) + (127)) / (128))), sizeof(int) * (256))) ? (void)0 : march12_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4)))); 
# 45
}  
# 46
count18 = (static_cast< int>(sizeof(int))); 
# 47
++iter20; 
# 48
}  
# 49
return (17.625) * (impl3::run_grow5(flag19, static_cast< size_t *>(nullptr))); 
# 50
} 
# 52
int main() { 
# 53
int size22 = 3661; 
# 54
int f23 = (-1886); 
# 55
auto lam25 = [&]() { 
# 56
auto hi24 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))); 
# 57
(__cudaPushCallConfiguration(sizeof(unsigned) * (128), 1 << 5)) ? (void)0 : march12_kernel(pivot17(59) - (2737)); 
# 58
(size22) ^= ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4)))) + hi24) * (size22)); 
# 59
} ; typedef decltype(lam25) __T1;
# 60
lam25(); 
# 61
pivot17((f23 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4)))) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))) >> 5)); 
# 62
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))) -= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (impl3::m_drift4))) % (((unsigned char)size22) + (-size22))); 
# 63
return 0; 
# 64
} 

# 1 "v002275.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a3edaac9_10_v002275_cu_f80c03e3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002275.cudafe1.stub.c"
#include "v002275.cudafe1.stub.c"
# 1 "v002275.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
