# 1 "v000813.cu"
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
# 10 "v000813.cu"
namespace _GLOBAL__N__3fc232fa_10_v000813_cu_8136a9c2 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__3fc232fa_10_v000813_cu_8136a9c2; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__3fc232fa_10_v000813_cu_8136a9c2 __attribute__((visibility("hidden")))  { 
# 11
int host_relax5(short cfg6, long long *acc7) 
# 12
{ 
# 13
auto step9 = [tmp8 = (acc7[cfg6]) + (45)]()->unsigned { 
# 14
return (35U) - ((tmp8) - (9L)); 
# 15
} ; typedef decltype(step9) __T0;
# 16
cudaStream_t diff10 = (0); 
# 17
(acc7[cfg6]) = (((acc7[cfg6]) * cfg6) * ((cfg6 + (' ')) - (*acc7))); 
# 18
constexpr char y11 = (3 * 13); 
# 19
(acc7[0])--; 
# 20
cfg6--; 
# 21
return (12 - cfg6) + ((*acc7) << 6); 
# 22
} 
# 23
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T, int N = 2> static void 
# 26
__wrapper__device_stub_tally12_kernel(T *&data13, float *__restrict__ &dst14, float *__restrict__ &dst15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
int w16 = 0; 
# 29
while ((w16 < 9) && ((((data13[w16]) + (dst15[1])) + sizeof(int)) <= 26)) { 
# 30
(dst15[w16]) = (14.5F); 
# 31
++w16; 
# 32
}  
# 33
(*dst15) = ((dst15[w16]) * (N << (w16 + 11))); 
# 34
if ((dst15[w16]) >= (w16 - 27UL)) { 
# 35
return; 
# 36
}  
# 37
(dst15[w16]) += (((dst14[w16]) - (N)) * (w16 - w16)); 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000813.cu"
template< class T, int N = 2> static void 
# 26
tally12_kernel(T *data13, float *__restrict__ dst14, float *__restrict__ dst15) 
# 27
{__wrapper__device_stub_tally12_kernel<T,N>(data13,dst14,dst15);
# 38
return;}
#if 0
# 27
{ 
# 28
int w16 = 0; 
# 29
while ((w16 < 9) && ((((data13[w16]) + (dst15[1])) + sizeof(int)) <= 26)) { 
# 30
(dst15[w16]) = (14.5F); 
# 31
++w16; 
# 32
}  
# 33
(*dst15) = ((dst15[w16]) * (N << (w16 + 11))); 
# 34
if ((dst15[w16]) >= (w16 - 27UL)) { 
# 35
return; 
# 36
}  
# 37
(dst15[w16]) += (((dst14[w16]) - (N)) * (w16 - w16)); 
# 38
} 
#endif
# 39 "v000813.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_update17 = 0; 
# 41
__attribute__((visibility("hidden"))) void decay18(unsigned *data19, int count20, const int *in21, unsigned char *__restrict__ dst22) ;
#if 0
# 42
{ 
# 43
(data19[3])--; 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update17))) *= (-27); 
# 45
count20 |= (data19[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update17)))]); 
# 46
float f23 = count20; 
# 47
(data19[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update17)))]) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update17))); 
# 48
} 
#endif
# 50 "v000813.cu"
void host_blend24(int stride25, int n26, double b27) 
# 51
{ 
# 52
(__cudaPushCallConfiguration(sizeof(int) * (32), 32, 0, 0)) ? (void)0 : tally12_kernel< float, 3> ((float *)nullptr, nullptr, nullptr); 
# 53
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update17))) |= (-463); 
# 54
(__cudaPushCallConfiguration((n26 + 127) / 128, 1 << 9)) ? (void)0 : decay18(nullptr, stride25, nullptr, (unsigned char *)nullptr); 
# 55
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update17))) * 4UL) { 
# 56
return; 
# 57
}  
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int count28 = 2992; 
# 63
short e29 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update17))); 
# 64
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update17))) = (4269L); 
# 65
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_update17)))++; 
# 66
return 0; 
# 67
} 

# 1 "v000813.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3fc232fa_10_v000813_cu_8136a9c2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000813.cudafe1.stub.c"
#include "v000813.cudafe1.stub.c"
# 1 "v000813.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
