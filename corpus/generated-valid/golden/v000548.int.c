# 1 "v000548.cu"
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
# 18 "v000548.cu"
__attribute__((visibility("hidden"))) void lerp9_kernel(unsigned *dst10, unsigned short *buf11, float *dst12) ;
#if 0
# 18
{ 
# 20
#pragma unroll
for (
# 20
int i13 = 0; i13 < 13; ++i13) { 
# 21
auto tmp14 = dst10[4]; 
# 22
}  
# 23
(++(*dst10)), ((dst12[2]) = (((60) >= (*dst12)) ? static_cast< int>(30) : (dst12[5]))); 
# 24
} 
#endif
# 26 "v000548.cu"
__attribute__((visibility("hidden"))) void decay15(int *__restrict__ acc16, int count17) ;
#if 0
# 26
{ 
# 27
count17 = (22L); 
# 28
(*acc16) = (((acc16[5]) % count17) / (*acc16)); 
# 29
--count17; 
# 30
if (count17 <= sizeof(float)) { 
# 31
return; 
# 32
}  
# 33
--(acc16[count17]); 
# 34
} 
#endif
# 35 "v000548.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_gather18 = 0; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T, int N> static void 
# 38
__wrapper__device_stub_sift19(const T *__restrict__ &input20, T &beta21, const T *&coef22, int *&dst23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
int diff24 = input20[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather18))) & 7]; 
# 40
for (int it25 = 0, j26 = diff24; it25 < j26; (++it25), (--j26)) { 
# 42
#pragma unroll 2
for (
# 42
int i27 = 0; i27 < 11; ++i27) { 
# 43
(dst23[1])--; 
# 44
}  
# 45
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather18)))++; 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000548.cu"
template< class T, int N> static void 
# 38
sift19(const T *__restrict__ input20, T beta21, const T *coef22, int *dst23) {__wrapper__device_stub_sift19<T,N>(input20,beta21,coef22,dst23);
# 47
return;}
#if 0
# 38
{ 
# 39
int diff24 = input20[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather18))) & 7]; 
# 40
for (int it25 = 0, j26 = diff24; it25 < j26; (++it25), (--j26)) { 
# 42
#pragma unroll 2
for (
# 42
int i27 = 0; i27 < 11; ++i27) { 
# 43
(dst23[1])--; 
# 44
}  
# 45
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather18)))++; 
# 46
}  
# 47
} 
#endif
# 49 "v000548.cu"
int main() { 
# 50
int len28 = 705; 
# 51
static_assert((sizeof(int) == (4)));
# 52
len28 = 64; 
# 53
--len28; 
# 54
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather18))) = ((((unsigned short)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather18)))) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather18))) / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_gather18))))) + 1); 
# 55
(__cudaPushCallConfiguration(8, 8 * 16, 30 + (64 + (30 + 132)))) ? (void)0 : lerp9_kernel(nullptr, nullptr, nullptr); 
# 56
(__cudaPushCallConfiguration(16, 512, 4096)) ? (void)0 : decay15(nullptr, 52 % ((len28 += 20L), len28)); 
# 57
(__cudaPushCallConfiguration(2 * 2, 128)) ? (void)0 : sift19< unsigned, 6> (nullptr, 4850U, nullptr, nullptr); 
# 58
return 0; 
# 59
} 

# 1 "v000548.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9cbd2955_10_v000548_cu_2d5f47a4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000548.cudafe1.stub.c"
#include "v000548.cudafe1.stub.c"
# 1 "v000548.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
