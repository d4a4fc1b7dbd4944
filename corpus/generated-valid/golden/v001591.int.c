# 1 "v001591.cu"
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
# 14 "v001591.cu"
__attribute__((visibility("hidden"))) void drift5(int len6, int count7, int count8) ;
#if 0
# 15
{ 
# 16
int k9 = 13; 
# 17
unsigned y10[4] = {}; 
# 18
} 
#endif
# 20 "v001591.cu"
__attribute__((unused)) int trace11(unsigned *data12) 
# 21
{int volatile ___ = 1;(void)data12;
# 30
::exit(___);}
#if 0
# 21
{ 
# 22
float cnt13 = ((((data12[2]) <= (*data12)) ? *data12 : (5.125F)) - (13)) - (data12[7]); 
# 23
if ((data12[5]) > (cnt13 / (35))) { 
# 24
(data12[0]) = (data12[7]); 
# 25
float w14[5]{(9.5F), (50LL), cnt13, (static_cast< float>(58)), cnt13}; 
# 26
}  
# 27
(++(*data12)), ((data12[4]) ^= ((data12[5]) * 7UL)); 
# 28
(data12[2]) &= (data12[6]); 
# 29
return (((((!data12) || ((data12[1]) >= (data12[6]))) ? (7) - (data12[4]) : (-cnt13)) < (((47) + cnt13) * (*data12))) ? ((!data12) || ((data12[1]) >= (data12[6]))) ? (7) - (data12[4]) : (-cnt13) : (((47) + cnt13) * (*data12))); 
# 30
} 
#endif
# 32 "v001591.cu"
namespace img15 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T, int N> static void 
# 34
__wrapper__device_stub_score16_kernel(const T *&src17, T *&dst18, T &p19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
if (int e20 = 55; ((src17[e20]) == trace11(nullptr)) || (p19 <= e20)) { 
# 37
e20 /= (dst18[7]); 
# 38
trace11(nullptr); 
# 39
trace11((unsigned *)nullptr); 
# 40
} else { 
# 42
#pragma unroll 8
for (
# 42
int it21 = 0; it21 < e20; ++it21) { 
# 43
(*dst18) = trace11((unsigned *)nullptr); 
# 44
}  
# 45
(*dst18) = trace11(nullptr); 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 33 "v001591.cu"
template< class T, int N> static void 
# 34
score16_kernel(const T *src17, T *dst18, T p19) 
# 35
{::img15::__wrapper__device_stub_score16_kernel<T,N>(src17,dst18,p19);
# 47
return;}
#if 0
# 35
{ 
# 36
if (int e20 = 55; ((src17[e20]) == trace11(nullptr)) || (p19 <= e20)) { 
# 37
e20 /= (dst18[7]); 
# 38
trace11(nullptr); 
# 39
trace11((unsigned *)nullptr); 
# 40
} else { 
# 42
#pragma unroll 8
for (
# 42
int it21 = 0; it21 < e20; ++it21) { 
# 43
(*dst18) = trace11((unsigned *)nullptr); 
# 44
}  
# 45
(*dst18) = trace11(nullptr); 
# 46
}  
# 47
} 
#endif
# 48 "v001591.cu"
}
# 50
int main() 
# 51
{ 
# 52
int count22 = 244; 
# 53
(__cudaPushCallConfiguration(1, 256, 0)) ? (void)0 : drift5(-35, count22, 9UL - count22); 
# 54
for (int j23 = 0, j24 = 15; j23 < j24; (++j23), (--j24)) { 
# 55
(__cudaPushCallConfiguration(dim3(32, (j24 + 255) / 256), dim3(16 * 8, (j23 + 255) / 256, 2), 4096, nullptr)) ? (void)0 : img15::score16_kernel< double, 5> ((const double *)nullptr, nullptr, j24); 
# 56
(__cudaPushCallConfiguration((j24 + 63) / 64, ((dim3)(13 + 115)), (13 + 51) * (13 + 3))) ? (void)0 : drift5((count22 - 13) * 13, j23 + (j24 * j24), 64 / (j23 + j23)); 
# 57
float prod25 = (static_cast< int>(13)) * j23; 
# 58
}  
# 59
return 0; 
# 60
} 

# 1 "v001591.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bf52a9da_10_v001591_cu_e94f60d8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001591.cudafe1.stub.c"
#include "v001591.cudafe1.stub.c"
# 1 "v001591.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
