# 1 "v000803.cu"
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
# 8 "v000803.cu"
__attribute__((visibility("hidden"))) void scatter2(unsigned char alpha3) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern float dyn_4[]; 
# 11
for (int i5 = 14; i5 > 0; --i5) { 
# 12
int res6 = (((dyn_4[i5]) + (50)) - ((long long)46L)) + (dyn_4[2]); 
# 13
float y7 = (18.0F); 
# 14
}  
# 15
int w8[5]{16, (3662UL), (42UL), 5, (static_cast< int>(14))}; 
# 16
} 
#endif
# 18 "v000803.cu"
template< class T> 
# 19
struct Acc9 { 
# 20
T w10; 
# 21
T norm11() const 
# 22
{ 
# 23
if ((w10) <= ((w10) + (w10))) { 
# 24
return (4.0) + (w10); 
# 25
}  
# 26
return (10.0F); 
# 27
} 
# 28
}; 
# 29
static size_t d_probe12; 
# 30
static double d_tally13[8]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T> static void 
# 34
__wrapper__device_stub_sift14(const T *&in15, int &stride16, T *&acc17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
if ((in15[d_probe12]) >= ((*acc17) * stride16)) { 
# 38
#pragma unroll
for (
# 38
int it18 = 0, j19 = 4; it18 < j19; (++it18), (--j19)) { 
# 39
stride16++; 
# 40
unsigned u20 = 44UL / j19; 
# 41
}  
# 42
}  
# 43
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000803.cu"
template< class T> static void 
# 34
sift14(const T *in15, int stride16, T *acc17) 
# 35
{__wrapper__device_stub_sift14<T>(in15,stride16,acc17);
# 43
return;}
#if 0
# 35
{ 
# 36
if ((in15[d_probe12]) >= ((*acc17) * stride16)) { 
# 38
#pragma unroll
for (
# 38
int it18 = 0, j19 = 4; it18 < j19; (++it18), (--j19)) { 
# 39
stride16++; 
# 40
unsigned u20 = 44UL / j19; 
# 41
}  
# 42
}  
# 43
} 
#endif
# 45 "v000803.cu"
int main() 
# 46
{ 
# 47
int n21 = 2536; 
# 48
n21 = (4 % n21); 
# 49
n21 = (-13); 
# 50
(__cudaPushCallConfiguration(((dim3)((n21 + 63) / 64)), 128)) ? (void)0 : scatter2(35L); 
# 51
(__cudaPushCallConfiguration((n21 + 255) / 256, 32)) ? (void)0 : sift14< double> (nullptr, n21, nullptr); 
# 52
return 0; 
# 53
} 

# 1 "v000803.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__02a21b4a_10_v000803_cu_07f154ab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000803.cudafe1.stub.c"
#include "v000803.cudafe1.stub.c"
# 1 "v000803.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
