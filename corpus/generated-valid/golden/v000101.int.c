# 1 "v000101.cu"
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
# 5 "v000101.cu"
enum class Phase1 { Off2, Low3, Mul4, Busy5}; 
# 7
static void bias6(int *acc7, int len8, float a9, const float *coef10) ;
#if 0
# 8
{ 
# 9
unsigned idx11 = __device_builtin_variable_threadIdx.x; 
# 10
if (idx11 >= len8) { 
# 11
return; 
# 12
}  
# 13
Phase1 k12 = Phase1::Low3; 
# 14
if ((len8 <= 29) || ((*coef10) != (' '))) { 
# 15
return; 
# 16
}  
# 17
Phase1 h13 = Phase1::Mul4; 
# 18
} 
#endif
# 20 "v000101.cu"
inline int fold14(int len15, int lane16, short cfg17) 
# 21
{ 
# 22
for (int it18 = 0; it18 < 7; it18++) { 
# 23
cfg17 = (len15 / (-lane16)); 
# 24
}  
# 25
int base19 = (53L); 
# 26
if (int lo20 = len15 + __alignof__(int); lo20 < (base19 * 0)) { 
# 27
const int e21 = 11; 
# 28
float val22 = (34UL * lo20) * lo20; 
# 29
} else { 
# 30
}  
# 31
return cfg17; 
# 32
} 
# 34
constexpr int smooth23(int n24) 
# 35
{ 
# 36
const float res25 = n24; 
# 37
int m26 = (sizeof(int)); 
# 38
return m26; 
# 39
} 
# 41
void warp27(int lane28, int lane29) 
# 42
{ 
# 43
lane29 = smooth23(lane28); 
# 44
unsigned acc30 = (lane28 ^ (40 * lane28)) + fold14(lane28 - 36, (lane29 == lane28) ? 39U : 57UL, 4105 ^ lane28); 
# 45
} 
# 46
__attribute__((section("__nv_managed_data__"))) static int (*m_smooth31)[16] = 0; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48
template< class T, int N> static void 
# 49
__wrapper__device_stub_split32_kernel(T *&acc33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
smooth23(acc33[idx34 & 7]); 
# 53
float base35 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[2]; 
# 54
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[idx34]) = ((((53) * (__device_builtin_variable_blockIdx.z)) / ((613) - base35)) * (*acc33)); 
# 55
T flag36 = (N % smooth23(base35)) % ((59 - idx34) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[(__device_builtin_variable_blockIdx.x) & (15)]) - N)); 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 48 "v000101.cu"
template< class T, int N> static void 
# 49
split32_kernel(T *acc33) 
# 50
{__wrapper__device_stub_split32_kernel<T,N>(acc33);
# 56
return;}
#if 0
# 50
{ 
# 51
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
smooth23(acc33[idx34 & 7]); 
# 53
float base35 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[2]; 
# 54
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[idx34]) = ((((53) * (__device_builtin_variable_blockIdx.z)) / ((613) - base35)) * (*acc33)); 
# 55
T flag36 = (N % smooth23(base35)) % ((59 - idx34) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[(__device_builtin_variable_blockIdx.x) & (15)]) - N)); 
# 56
} 
#endif
# 58 "v000101.cu"
constexpr int check_stencil37(int n38, int count39) 
# 59
{ 
# 60
count39 = ((17L + n38) | (smooth23(count39 - count39))); 
# 61
return smooth23(smooth23(count39 * count39)); 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int count40 = 3764; 
# 67
(__cudaPushCallConfiguration(sizeof(unsigned) * (64), 32, 0, (cudaStream_t)0)) ? (void)0 : split32_kernel< double, 3> (nullptr); 
# 68
count40 = check_stencil37(count40, 0); 
# 69
(__cudaPushCallConfiguration(128, 32)) ? (void)0 : bias6(&count40, fold14(fold14(count40, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[8], (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[count40 & 15]), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[count40], 2475), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth31)))[count40 & 15], (const float *)nullptr); 
# 70
return 0; 
# 71
} 

# 1 "v000101.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8fa48209_10_v000101_cu_bce76e27
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000101.cudafe1.stub.c"
#include "v000101.cudafe1.stub.c"
# 1 "v000101.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
