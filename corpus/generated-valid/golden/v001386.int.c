# 1 "v001386.cu"
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
# 7 "v001386.cu"
__attribute__((visibility("hidden"))) void kick2_kernel(int count3, int n4, float *__restrict__ out5) ;
#if 0
# 8
{ 
# 9
unsigned z6(count3); 
# 10
int tmp7 = (count3 + (((z6 + (45)) + n4) / z6)) + (((count3 <= 35) ? 55 : z6) + ((3) + z6)); 
# 11
unsigned u8{z6}; 
# 12
constexpr float h9 = (22.875F); 
# 13
unsigned lim10{(54)}; 
# 14
(out5[6]) = (((z6 + (7.625F)) + z6) + (7.5F)); 
# 15
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17 "v001386.cu"
template< class T, int N = 1> static void 
# 18
__wrapper__device_stub_march11(const T *__restrict__ &coef12, T *__restrict__ &acc13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
static_assert((13 > 12), "bad config");
# 21
(*acc13)++; 
# 22
if ((*acc13) == (((6UL == (*coef12)) ? N : (*coef12)) + ((double)(14.0F)))) { 
# 23
(*acc13) = (acc13[4]); 
# 24
(*acc13) = (9.75); 
# 25
T u14 = ((2.625)); 
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic pop

# 17 "v001386.cu"
template< class T, int N = 1> static void 
# 18
march11(const T *__restrict__ coef12, T *__restrict__ acc13) 
# 19
{__wrapper__device_stub_march11<T,N>(coef12,acc13);
# 27
return;}
#if 0
# 19
{ 
# 20
static_assert((13 > 12), "bad config");
# 21
(*acc13)++; 
# 22
if ((*acc13) == (((6UL == (*coef12)) ? N : (*coef12)) + ((double)(14.0F)))) { 
# 23
(*acc13) = (acc13[4]); 
# 24
(*acc13) = (9.75); 
# 25
T u14 = ((2.625)); 
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v001386.cu"
template< class T, int N> static void 
# 30
__wrapper__device_stub_bias15(const T *__restrict__ &coef16, T *__restrict__ &data17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
if (!coef16) { 
# 33
int prod18{56}; 
# 34
int idx19 = *data17; 
# 35
}  
# 36
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001386.cu"
template< class T, int N> static void 
# 30
bias15(const T *__restrict__ coef16, T *__restrict__ data17) 
# 31
{__wrapper__device_stub_bias15<T,N>(coef16,data17);
# 36
return;}
#if 0
# 31
{ 
# 32
if (!coef16) { 
# 33
int prod18{56}; 
# 34
int idx19 = *data17; 
# 35
}  
# 36
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38 "v001386.cu"
template< class T, int N = 8> static void 
# 39
__wrapper__device_stub_drift20_kernel(T *&acc21, char &b22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
auto tmp23 = (static_cast< int>(46)); 
# 42
int r24 = N; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001386.cu"
template< class T, int N = 8> static void 
# 39
drift20_kernel(T *acc21, char b22) 
# 40
{__wrapper__device_stub_drift20_kernel<T,N>(acc21,b22);
# 43
return;}
#if 0
# 40
{ 
# 41
auto tmp23 = (static_cast< int>(46)); 
# 42
int r24 = N; 
# 43
} 
#endif
# 45 "v001386.cu"
__attribute__((visibility("hidden"))) void kick25(short *acc26, long *buf27) ;
#if 0
# 46
{ 
# 47
(*buf27) = (-48L); 
# 48
if ((static_cast< unsigned>(*buf27)) == (57)) { 
# 49
return; 
# 50
}  
# 51
} 
#endif
# 53 "v001386.cu"
int main() 
# 54
{ 
# 55
int count28 = 3379; 
# 56
if (int stride29 = (((static_cast< unsigned>(count28)) + (9 << count28)) + count28) - sizeof(double); (((count28) ? stride29 : 3572) - count28) > 34U) { 
# 57
--stride29; 
# 58
--count28; 
# 59
(__cudaPushCallConfiguration((stride29 + 63) / 64, 32, 0, 0)) ? (void)0 : kick2_kernel((47 > (stride29 * count28)) ? 1034 : (static_cast< float>(stride29)), count28, nullptr); 
# 60
}  
# 61
char r30 = count28; 
# 62
(__cudaPushCallConfiguration((count28 + 255) / 256, 16 * 2, 4096, nullptr)) ? (void)0 : march11< float, 7> (nullptr, (float *)nullptr); 
# 63
(__cudaPushCallConfiguration(64, 512, sizeof(int) * (64), 0)) ? (void)0 : bias15< int, 6> (&count28, &count28); 
# 64
(__cudaPushCallConfiguration(32, 1 << 9)) ? (void)0 : drift20_kernel< long, 4> (nullptr, count28); 
# 65
return 0; 
# 66
} 

# 1 "v001386.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c9bc5bce_10_v001386_cu_b8e0b003
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001386.cudafe1.stub.c"
#include "v001386.cudafe1.stub.c"
# 1 "v001386.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
