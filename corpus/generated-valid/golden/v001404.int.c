# 1 "v001404.cu"
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
# 19 "v001404.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_fold6 = 0; 
# 20
constexpr float kW7 = (6.75F); 
# 21
__attribute__((section("__nv_managed_data__"))) static unsigned long *m_merge8 = 0; 
# 23
extern "C" __attribute__((visibility("hidden"))) void merge9(const char *in10, int n11, const unsigned *__restrict__ coef12, int n13) ;
#if 0
# 23
{ 
# 24
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
__attribute__((unused)) static unsigned sh_15[2 + 14][2 + 4]; 
# 26
bool q16 = n11; 
# 27
n11--; 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v001404.cu"
template< class T, class U> static void 
# 31
__wrapper__device_stub_bias17_kernel(T *__restrict__ &out18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8)))--; 
# 34
do { (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8))) += ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold6))) / 18ULL) > ((57UL) * ((gid19 > kW7) ? gid19 : kW7))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold6))) / 18ULL : ((57UL) * ((gid19 > kW7) ? gid19 : kW7))); } while (0); 
# 35
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8)))) != kW7) { 
# 36
return; 
# 37
}  
# 38
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8)))--; 
# 39
int iter20 = 0; 
# 40
do { 
# 41
if (out18 != nullptr) { 
# 42
return; 
# 43
}  
# 44
T acc21(iter20); 
# 45
++iter20; 
# 46
} while (iter20 < 7); 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001404.cu"
template< class T, class U> static void 
# 31
bias17_kernel(T *__restrict__ out18) {__wrapper__device_stub_bias17_kernel<T,U>(out18);
# 47
return;}
#if 0
# 31
{ 
# 32
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8)))--; 
# 34
do { (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8))) += ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold6))) / 18ULL) > ((57UL) * ((gid19 > kW7) ? gid19 : kW7))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold6))) / 18ULL : ((57UL) * ((gid19 > kW7) ? gid19 : kW7))); } while (0); 
# 35
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8)))) != kW7) { 
# 36
return; 
# 37
}  
# 38
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8)))--; 
# 39
int iter20 = 0; 
# 40
do { 
# 41
if (out18 != nullptr) { 
# 42
return; 
# 43
}  
# 44
T acc21(iter20); 
# 45
++iter20; 
# 46
} while (iter20 < 7); 
# 47
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49 "v001404.cu"
template< class T, int N = 6> static void 
# 50
__wrapper__device_stub_reduce22_kernel(T *&dst23, double *__restrict__ &out24, int &lane25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
int pass27 = 0; 
# 53
do { 
# 54
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8))) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold6))) % 45L); 
# 55
static_assert((sizeof(int) == (4)), "expected value");
# 56
++pass27; 
# 57
} while (pass27 < lane25); 
# 58
int val28 = (-5); 
# 59
auto hi29 = ((lane25 += kW7), (((__device_builtin_variable_blockIdx.x) > sizeof(T)) ? __device_builtin_variable_blockIdx.x : sizeof(T))) - (0.375); 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 49 "v001404.cu"
template< class T, int N = 6> static void 
# 50
reduce22_kernel(T *dst23, double *__restrict__ out24, int lane25) {__wrapper__device_stub_reduce22_kernel<T,N>(dst23,out24,lane25);
# 60
return;}
#if 0
# 50
{ 
# 51
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
int pass27 = 0; 
# 53
do { 
# 54
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8))) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold6))) % 45L); 
# 55
static_assert((sizeof(int) == (4)), "expected value");
# 56
++pass27; 
# 57
} while (pass27 < lane25); 
# 58
int val28 = (-5); 
# 59
auto hi29 = ((lane25 += kW7), (((__device_builtin_variable_blockIdx.x) > sizeof(T)) ? __device_builtin_variable_blockIdx.x : sizeof(T))) - (0.375); 
# 60
} 
#endif
# 62 "v001404.cu"
int main() { 
# 63
int n30 = 34; 
# 64
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold6))); 
# 65
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold6))); 
# 66
cudaStream_t acc31 = ((cudaStream_t)0); 
# 67
(__cudaPushCallConfiguration(2 + 2, 512, 4096, acc31)) ? (void)0 : merge9(nullptr, (sizeof(int) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold6)))) + ('A'), nullptr, 29L); 
# 68
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge8))) + (31)) / (32), 2 + (2 + 28), 4096, acc31)) ? (void)0 : bias17_kernel< int, unsigned> (nullptr); 
# 69
(__cudaPushCallConfiguration(256, (2 + 2) * (2 + 14), sizeof(double) * (64))) ? (void)0 : reduce22_kernel< float, 6> (static_cast< float *>(nullptr), nullptr, 2L); 
# 70
return 0; 
# 71
} 

# 1 "v001404.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4ec0e83c_10_v001404_cu_m_fold6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001404.cudafe1.stub.c"
#include "v001404.cudafe1.stub.c"
# 1 "v001404.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
