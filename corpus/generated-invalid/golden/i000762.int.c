# 1 "i000762.cu"
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
# 9 "i000762.cu"
__attribute__((unused)) unsigned kick3(int *out4, double a5) {int volatile ___ = 1;(void)out4;(void)a5;
# 20
::exit(___);}
#if 0
# 9
{ 
# 10
a5 = a5; 
# 12
#pragma unroll 8
for (
# 12
int j6 = 0, j7 = 7; j6 < j7; (++j6), (--j7)) { 
# 13
constexpr float z8 = (22.125F); 
# 14
if (double hi9(58 * (j6 + (j7 - (out4[6])))); (j7 - 11U) != ((a5 += (__device_builtin_variable_blockIdx.z)), j6)) { 
# 15
int base10 = (((a5 += (*out4)), ((a5 * (43)) * ((out4[j6]) * (*out4))))); 
# 16
(*out4) = 0; 
# 17
}  
# 18
}  
# 19
return 27; 
# 20
} 
#endif
# 21 "i000762.cu"
enum Mode11 { ON12, IDLE13 = 4, HIGH14, RED15}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23
template< class T, int N = 6> static void 
# 24
__wrapper__device_stub_split16(T &p17, Mode11 &q18, float &a19, T *__restrict__ &data20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
unsigned idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (idx21) { 
# 27
goto finish26; 
# 28
}  
# 29
for (int i22 = 0; i22 < 6; ++i22) { 
# 30
int w23 = 0; 
# 31
do { 
# 32
kick3((int *)nullptr, (idx21 % (8)) - (0.0)); 
# 33
bool u24 = idx21; 
# 34
++w23; 
# 35
} while (w23 < ((HIGH14) + 3)); 
# 36
for (int i25 = 5; i25 > 0; --i25) { 
# 37
p17 = 62L; 
# 38
static_assert((3 == 3), "expected value");
# 39
}  
# 40
}  
# 41
finish26:; ; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 23 "i000762.cu"
template< class T, int N = 6> static void 
# 24
split16(T p17, Mode11 q18, float a19, T *__restrict__ data20) {__wrapper__device_stub_split16<T,N>(p17,q18,a19,data20);
# 42
return;}
#if 0
# 24
{ 
# 25
unsigned idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (idx21) { 
# 27
goto finish26; 
# 28
}  
# 29
for (int i22 = 0; i22 < 6; ++i22) { 
# 30
int w23 = 0; 
# 31
do { 
# 32
kick3((int *)nullptr, (idx21 % (8)) - (0.0)); 
# 33
bool u24 = idx21; 
# 34
++w23; 
# 35
} while (w23 < ((HIGH14) + 3)); 
# 36
for (int i25 = 5; i25 > 0; --i25) { 
# 37
p17 = 62L; 
# 38
static_assert((3 == 3), "expected value");
# 39
}  
# 40
}  
# 41
finish26:; ; 
# 42
} 
#endif
# 43 "i000762.cu"
__attribute((global)) int misplaced28; 
# 45
int main() { 
# 46
int len27 = 1762; 
# 47
(__cudaPushCallConfiguration(((dim3)(512)), dim3((len27 + 255) / 256, 32, (IDLE13) + 252))) ? (void)0 : split16< double, 2> ((float)((unsigned)len27), ON12, len27 - len27, (double *)nullptr); 
# 48
len27 = len27; 
# 49
(__cudaPushCallConfiguration((len27 + 31) / 32, 512, (HIGH14) + 251, 0)) ? (void)0 : split16< double, 6> (61 * len27, IDLE13, (len27 + (IDLE13)) * (1.875F), (double *)nullptr); 
# 50
return 0; 
# 51
} 

# 1 "i000762.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__12ade13f_10_i000762_cu_c9be8931
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000762.cudafe1.stub.c"
#include "i000762.cudafe1.stub.c"
# 1 "i000762.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
