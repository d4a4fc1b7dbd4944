# 1 "v001860.cu"
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
# 21 "v001860.cu"
enum class Phase7 { Busy8, Slow9, Low10}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23
template< class T, class U> static void 
# 24
__wrapper__device_stub_march11_kernel(T &beta12, int *&buf13, int &lane14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
for (int i15 = 4; i15 > 0; --i15) { 
# 27
(*buf13) = 11; }  
# 28
int e16[7] = {}; 
# 29
Phase7 m17 = Phase7::Low10; 
# 30
int base18[2] = {}; 
# 31
Phase7 y19 = m17; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001860.cu"
template< class T, class U> static void 
# 24
march11_kernel(T beta12, int *buf13, int lane14) 
# 25
{__wrapper__device_stub_march11_kernel<T,U>(beta12,buf13,lane14);
# 32
return;}
#if 0
# 25
{ 
# 26
for (int i15 = 4; i15 > 0; --i15) { 
# 27
(*buf13) = 11; }  
# 28
int e16[7] = {}; 
# 29
Phase7 m17 = Phase7::Low10; 
# 30
int base18[2] = {}; 
# 31
Phase7 y19 = m17; 
# 32
} 
#endif
# 35 "v001860.cu"
__attribute__((unused)) double fold20(int *__restrict__ acc21, float *dst22) 
# 36
{int volatile ___ = 1;(void)acc21;(void)dst22;
# 45
::exit(___);}
#if 0
# 36
{ 
# 37
int val23 = ((*dst22) - ((dst22[6]) - (*dst22))) + ((46U * (*acc21)) | (8 + (acc21[3]))); 
# 38
for (int n24 = 0, j25 = 13; n24 < j25; (++n24), (--j25)) { 
# 39
Phase7 lo26 = Phase7::Busy8; 
# 40
lo26 = Phase7::Slow9; 
# 41
}  
# 42
float z27 = val23; 
# 43
(dst22[0]) = z27; 
# 44
return (z27 - (acc21[val23 & 7])) + (4.625); 
# 45
} 
#endif
# 47 "v001860.cu"
int main() 
# 48
{ 
# 49
int n28 = 3396; 
# 50
n28 = 239; 
# 51
n28 = (n28 + ((float)((long)n28))); 
# 52
(__cudaPushCallConfiguration((n28 + 127) / 128, (5 + (5 + 6)) * 8)) ? (void)0 : march11_kernel< int, long> (n28, &n28, (37) + (n28 + 58L)); 
# 53
for (int it29 = 0; it29 < n28; ++it29) { 
# 54
if ((it29 + n28) & 1) { 
# 55
return it29; }  
# 56
(__cudaPushCallConfiguration(5 + 3, 64)) ? (void)0 : march11_kernel< int, double> (29L, &n28, (~it29) - (n28 | 55UL)); 
# 57
}  
# 58
return 0; 
# 59
} 

# 1 "v001860.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__39204ab0_10_v001860_cu_ea7108a0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001860.cudafe1.stub.c"
#include "v001860.cudafe1.stub.c"
# 1 "v001860.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
