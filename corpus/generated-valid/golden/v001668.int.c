# 1 "v001668.cu"
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
# 16 "v001668.cu"
__attribute__((visibility("hidden"))) void relax9_kernel(unsigned alpha10, int *acc11, float a12, int *dst13) ;
#if 0
# 16
{ 
# 17
a12 = (((*dst13) += 16), (*dst13)); 
# 18
static_assert((37 > 36), "bad config");
# 19
(acc11[alpha10]) = a12; 
# 20
__attribute__((unused)) static float sh_14[64]; 
# 21
int val15 = 35 + (*acc11); 
# 22
} 
#endif
# 23 "v001668.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_filter16)[4] = 0; 
# 25
__attribute__((unused)) int probe17(const unsigned *src18, int n19, float alpha20) {int volatile ___ = 1;(void)src18;(void)n19;(void)alpha20;
# 33
::exit(___);}
#if 0
# 25
{ 
# 26
for (const auto &w21 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))) { 
# 27
if (alpha20 >= (48)) { 
# 28
unsigned e22 = (48); 
# 29
e22++; 
# 30
}  
# 31
}  
# 32
return ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[n19]) - 7; 
# 33
} 
#endif
# 34 "v001668.cu"
static float d_pack23; 
# 41
__attribute__((visibility("hidden"))) void map_smooth25(unsigned *data, int n) ;
#if 0
# 41
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 43 "v001668.cu"
template< class T> static void 
# 44
__wrapper__device_stub_grow26_kernel(const T *&src27, float *&dst28, T *__restrict__ &out29, unsigned *__restrict__ &dst30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern long dyn_31[]; 
# 46
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[1]) %= (static_cast< unsigned char>(56)); 
# 47
if ((43) > (static_cast< double>(((2) * d_pack23) + (out29[5])))) { 
# 48
float k32 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[0]; 
# 49
k32 *= (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[1]) % ((unsigned char)probe17(nullptr, *dst28, (21.25F)))); 
# 50
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[1]) -= (static_cast< unsigned>((dst30[6]) & (dyn_31[7]))); 
# 51
}  
# 52
} 
#endif

#pragma GCC diagnostic pop

# 43 "v001668.cu"
template< class T> static void 
# 44
grow26_kernel(const T *src27, float *dst28, T *__restrict__ out29, unsigned *__restrict__ dst30) {__wrapper__device_stub_grow26_kernel<T>(src27,dst28,out29,dst30);
# 52
return;}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern long dyn_31[]; 
# 46
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[1]) %= (static_cast< unsigned char>(56)); 
# 47
if ((43) > (static_cast< double>(((2) * d_pack23) + (out29[5])))) { 
# 48
float k32 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[0]; 
# 49
k32 *= (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[1]) % ((unsigned char)probe17(nullptr, *dst28, (21.25F)))); 
# 50
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[1]) -= (static_cast< unsigned>((dst30[6]) & (dyn_31[7]))); 
# 51
}  
# 52
} 
#endif
# 53 "v001668.cu"
enum Color33 { ADD34, HIGH35 = 4, GREEN36 = 7}; 
# 55
int main() { 
# 56
int n37 = 487; 
# 57
Color33 r38 = GREEN36; 
# 58
r38 = HIGH35; 
# 59
Color33 m39 = ADD34; 
# 60
++n37; 
# 61
(__cudaPushCallConfiguration(dim3(32, 2 * 2), 16 + 496, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : relax9_kernel(((n37 & 1) ? 1346 : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[1])) & ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[1]), nullptr, (12.5F), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))); 
# 62
(__cudaPushCallConfiguration(1, ((HIGH35) + ((GREEN36) + ((GREEN36) + 110))) * 2, sizeof(float) * (256), 0)) ? (void)0 : map_smooth25(nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16)))[n37]); 
# 63
(__cudaPushCallConfiguration(3 + (3 + 2), sizeof(float) * ((HIGH35) + 12))) ? (void)0 : grow26_kernel< int> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16))), (float *)nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter16))), nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v001668.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c69e032f_10_v001668_cu_45ee5de5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001668.cudafe1.stub.c"
#include "v001668.cudafe1.stub.c"
# 1 "v001668.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
