# 1 "v001099.cu"
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
# 17 "v001099.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_relax8 = 0; 
# 18
enum class Level9 { Busy10, High11, Blue12}; 
# 21
__attribute__((unused)) void mix13(const long *input14) 
# 22
{int volatile ___ = 1;(void)input14;
# 26
::exit(___);}
#if 0
# 22
{ 
# 23
Level9 f15 = Level9::Blue12; 
# 24
long m16[3] = {(1UL), 6L, (static_cast< long>(static_cast< double>((13.375F))))}; 
# 25
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) = ((25) + (m16[__device_builtin_variable_blockIdx.y])); 
# 26
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 28 "v001099.cu"
__attribute((noinline)) __attribute__((unused)) static float pack17(int len18) 
# 29
{int volatile ___ = 1;(void)len18;
# 36
::exit(___);}
#if 0
# 29
{ 
# 30
const int u19 = 64 - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) += len18), 32); 
# 31
len18 = 3; 
# 32
auto s20 = len18; 
# 33
mix13((const long *)nullptr); 
# 34
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) = (__device_builtin_variable_threadIdx.x); 
# 35
return (int)s20; 
# 36
} 
#endif

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39 "v001099.cu"
template< class T, int N = 3> static void 
# 40
__wrapper__device_stub_march21(T &p22, const int *&input23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
unsigned tid24 = __device_builtin_variable_threadIdx.x; 
# 43
float lim25 = ((input23 != (nullptr)) ? 20 - (input23[3]) : (__device_builtin_variable_blockDim.x)) ^ (*input23); 
# 44
float sum26[6] = {lim25, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))), (18), (2.5F), (26ULL), (7.0F)}; 
# 45
long f27[3] = {}; 
# 46
(f27[__device_builtin_variable_threadIdx.x]) = ((__device_builtin_variable_blockDim.x) - (__device_builtin_variable_gridDim.z)); 
# 47
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) = (32); 
# 48
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) = (tid24 * (8)); 
# 49
if (((f27[tid24]) != (__device_builtin_variable_threadIdx.z)) && ((f27[__device_builtin_variable_threadIdx.x]) & (1))) { 
# 50
return; }  
# 51
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001099.cu"
template< class T, int N = 3> static void 
# 40
march21(T p22, const int *input23) 
# 41
{__wrapper__device_stub_march21<T,N>(p22,input23);
# 51
return;}
#if 0
# 41
{ 
# 42
unsigned tid24 = __device_builtin_variable_threadIdx.x; 
# 43
float lim25 = ((input23 != (nullptr)) ? 20 - (input23[3]) : (__device_builtin_variable_blockDim.x)) ^ (*input23); 
# 44
float sum26[6] = {lim25, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))), (18), (2.5F), (26ULL), (7.0F)}; 
# 45
long f27[3] = {}; 
# 46
(f27[__device_builtin_variable_threadIdx.x]) = ((__device_builtin_variable_blockDim.x) - (__device_builtin_variable_gridDim.z)); 
# 47
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) = (32); 
# 48
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) = (tid24 * (8)); 
# 49
if (((f27[tid24]) != (__device_builtin_variable_threadIdx.z)) && ((f27[__device_builtin_variable_threadIdx.x]) & (1))) { 
# 50
return; }  
# 51
} 
#endif
# 53 "v001099.cu"
constexpr int filter28(int n29, int count30) 
# 54
{ 
# 55
n29 = 57; 
# 56
return n29; 
# 57
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 59
__attribute__((unused)) static void spread31(int *dst32) 
# 60
{int volatile ___ = 1;(void)dst32;
# 64
::exit(___);}
#if 0
# 60
{ 
# 61
Level9 r33 = Level9::High11; 
# 62
r33 = Level9::Busy10; 
# 63
r33 = Level9::Blue12; 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 66 "v001099.cu"
__attribute__((visibility("hidden"))) void fold34(unsigned *buf35, int *buf36, long *acc37) ;
#if 0
# 67
{ 
# 68
float sum38 = buf35[2]; 
# 69
spread31(nullptr); 
# 70
static_assert((sizeof(int) == (4)));
# 71
if (buf36 != (nullptr)) { 
# 72
return; }  
# 73
} 
#endif
# 75 "v001099.cu"
int main() 
# 76
{ 
# 77
int n39 = 3035; 
# 78
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) = (((filter28(n39, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))))) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8)))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) * ((32) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8)))) : (8.5F)); 
# 79
filter28((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8))) - ((7) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8)))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8)))); 
# 80
filter28(n39, ((n39 > n39) ? sizeof(double) : n39) - (50L)); 
# 81
(__cudaPushCallConfiguration(sizeof(float) * (64), 32, 4096, 0)) ? (void)0 : march21< int, 2> (n39 - ((2564) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax8)))), &n39); 
# 82
(__cudaPushCallConfiguration((n39 + 31) / 32, 256)) ? (void)0 : fold34((unsigned *)nullptr, &n39, nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v001099.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2a2b1086_10_v001099_cu_m_relax8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001099.cudafe1.stub.c"
#include "v001099.cudafe1.stub.c"
# 1 "v001099.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
