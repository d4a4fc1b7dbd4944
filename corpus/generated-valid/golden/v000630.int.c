# 1 "v000630.cu"
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
# 16 "v000630.cu"
__attribute__((unused)) inline unsigned bump6(signed char alpha7, const int *input8) {int volatile ___ = 1;(void)alpha7;(void)input8;
# 31
::exit(___);}
#if 0
# 16
{ 
# 17
int t9 = (35ULL); 
# 18
unsigned char base10(input8[2]); 
# 19
alpha7 = ((input8[7]) + (t9 / 2)); 
# 20
bool cnt11 = ((__device_builtin_variable_blockIdx.z) > (input8[7])) || ((!(t9 > base10)) && (!(!input8))); 
# 21
base10 = t9; 
# 22
short hi12 = (128); 
# 23
if (!((__device_builtin_variable_blockDim.x) < alpha7)) { 
# 24
goto finish13; 
# 25
}  
# 26
if (((__device_builtin_variable_blockDim.x) / (2)) >= alpha7) { 
# 27
return ((__device_builtin_variable_blockDim.x) * (*input8)) * (*input8); 
# 28
}  
# 29
finish13:; ; 
# 30
return static_cast< long>(23); 
# 31
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v000630.cu"
template< class T, class U> static void 
# 34
__wrapper__device_stub_pivot14_kernel(const U *&src15, char &p16, T *&out17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_18[]; 
# 36
int u19 = 256; 
# 37
(dyn_18[p16 & 7]) &= (((dyn_18[__device_builtin_variable_threadIdx.x]) || (u19 <= ((__device_builtin_variable_threadIdx.x) + p16))) ? 64 : p16); 
# 38
int iter20 = 0; 
# 39
while ((iter20 < u19) && ((u19 / 2) < 13)) { 
# 40
p16 = iter20; 
# 41
++iter20; 
# 42
}  
# 43
int lo21[4] = {27, u19}; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000630.cu"
template< class T, class U> static void 
# 34
pivot14_kernel(const U *src15, char p16, T *out17) {__wrapper__device_stub_pivot14_kernel<T,U>(src15,p16,out17);
# 44
return;}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_18[]; 
# 36
int u19 = 256; 
# 37
(dyn_18[p16 & 7]) &= (((dyn_18[__device_builtin_variable_threadIdx.x]) || (u19 <= ((__device_builtin_variable_threadIdx.x) + p16))) ? 64 : p16); 
# 38
int iter20 = 0; 
# 39
while ((iter20 < u19) && ((u19 / 2) < 13)) { 
# 40
p16 = iter20; 
# 41
++iter20; 
# 42
}  
# 43
int lo21[4] = {27, u19}; 
# 44
} 
#endif
# 46 "v000630.cu"
template< class T> __attribute__((unused)) float 
# 47
filter22(T *buf23, double *out24, float q25) {int volatile ___ = 1;(void)buf23;(void)out24;(void)q25;
# 60
::exit(___);}
#if 0
# 47
{ 
# 48
q25 = (out24[__device_builtin_variable_threadIdx.x]); 
# 49
if ((static_cast< long long>(*buf23)) != (59)) { 
# 50
return out24[__device_builtin_variable_warpSize]; 
# 51
}  
# 52
(out24[__device_builtin_variable_threadIdx.z]) = (((out24[4]) / (2)) + (-(-(10.5)))); 
# 53
static_assert((sizeof(int) == (4)), "bad config");
# 54
if (((*out24) <= q25) || (q25 > (__device_builtin_variable_threadIdx.x))) { 
# 55
return *buf23; 
# 56
}  
# 57
double stride26[8]{static_cast< double>(__device_builtin_variable_gridDim.y), (2.0), (5), ((0.0F)), (-(10.5)), (5.125), ((17.5F)), (55L)}; 
# 58
int prod27[4] = {}; 
# 59
return (23.875F); 
# 60
} 
#endif
# 62 "v000630.cu"
int main() { 
# 63
int count28 = 4082; 
# 64
if ((count28 - 26) <= 35) { 
# 65
return (count28 / 2); 
# 66
}  
# 67
count28 = count28; 
# 68
(__cudaPushCallConfiguration((count28 + 63) / 64, dim3((count28 + 255) / 256, (count28 + 255) / 256))) ? (void)0 : pivot14_kernel((const double *)nullptr, 2, static_cast< double *>(nullptr)); 
# 69
return 0; 
# 70
} 

# 1 "v000630.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6dbdaf04_10_v000630_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000630.cudafe1.stub.c"
#include "v000630.cudafe1.stub.c"
# 1 "v000630.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
