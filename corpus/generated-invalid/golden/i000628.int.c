# 1 "i000628.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13 "i000628.cu"
template< class T, int N> static void 
# 14
__wrapper__device_stub_march3(T &b4, T *&acc5, float *__restrict__ &acc6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
T q8 = (N); 
# 17
(acc5[2])++; 
# 18
--(*acc5); 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 13 "i000628.cu"
template< class T, int N> static void 
# 14
march3(T b4, T *acc5, float *__restrict__ acc6) {__wrapper__device_stub_march3<T,N>(b4,acc5,acc6);
# 19
return;}
#if 0
# 14
{ 
# 15
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
T q8 = (N); 
# 17
(acc5[2])++; 
# 18
--(*acc5); 
# 19
} 
#endif
# 20 "i000628.cu"
static_assert((sizeof(int) == (4)));
# 21
float host_norm9(int *__restrict__ data10, int stride11, float beta12) { 
# 22
int *u13 = &stride11; 
# 23
--beta12; 
# 24
beta12 /= (-35); 
# 25
return 30; 
# 26
} 
# 27
__attribute__((section("__nv_managed_data__"))) static double (*m_relax14)[32] = 0; 
# 28
enum Phase15 { IDLE16, BLUE17}; 
# 29
using real18_t = float; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30
template< class T> static void 
# 31
__wrapper__device_stub_score19_kernel(const T *__restrict__ &in20, T &p21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
unsigned gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[14]) /= gid22; 
# 34
switch (gid22 + (1)) { 
# 35
case 1:  { 
# 36
for (int i23 = 3; i23 > 0; --i23) { 
# 37
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[1])--; }  
# 38
T base24 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[6]; 
# 39
break; 
# 40
} 
# 41
case 2:  
# 42
p21 *= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[20]); 
# 43
break; 
# 44
case 10:  
# 45
case (BLUE17) + ((BLUE17) + 1):  
# 46
break; 
# 47
}  
# 48
} 
#endif

#pragma GCC diagnostic pop

# 30 "i000628.cu"
template< class T> static void 
# 31
score19_kernel(const T *__restrict__ in20, T p21) {__wrapper__device_stub_score19_kernel<T>(in20,p21);
# 48
return;}
#if 0
# 31
{ 
# 32
unsigned gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[14]) /= gid22; 
# 34
switch (gid22 + (1)) { 
# 35
case 1:  { 
# 36
for (int i23 = 3; i23 > 0; --i23) { 
# 37
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[1])--; }  
# 38
T base24 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[6]; 
# 39
break; 
# 40
} 
# 41
case 2:  
# 42
p21 *= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[20]); 
# 43
break; 
# 44
case 10:  
# 45
case (BLUE17) + ((BLUE17) + 1):  
# 46
break; 
# 47
}  
# 48
} 
#endif
# 49 "i000628.cu"
static int d_shadow26; 
# 50
int main() { 
# 51
int count25 = 3182; 
# 52
count25 += d_shadow26; 
# 53
host_norm9(&count25, static_cast< int>((7) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[15])), host_norm9(&count25, ~count25, count25 | 56)); 
# 54
count25 &= (34UL & (count25 % (count25 | (BLUE17)))); 
# 55
count25 = (static_cast< char>(count25 * 36)); 
# 56
(__cudaPushCallConfiguration((count25 + 63) / 64, 32, 0, (cudaStream_t)0)) ? (void)0 : march3< float, 3> (static_cast< int>((3) / ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax14)))[count25])), (real18_t *)nullptr, (real18_t *)nullptr); 
# 57
(__cudaPushCallConfiguration((count25 + 31) / 32, 256)) ? (void)0 : score19_kernel(static_cast< const long *>(nullptr), static_cast< long>(static_cast< int>(count25))); 
# 58
return 0; 
# 59
} 

# 1 "i000628.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43cc743e_10_i000628_cu_4fb22434
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000628.cudafe1.stub.c"
#include "i000628.cudafe1.stub.c"
# 1 "i000628.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
