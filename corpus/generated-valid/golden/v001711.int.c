# 1 "v001711.cu"
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
# 9 "v001711.cu"
class Stats4 { 
# 10
unsigned char x5; 
# 11
int sum6; 
# 12
size_t val7; 
# 14
public: Stats4(unsigned char init8, int b9, size_t b10) : x5(init8), sum6(b9), val7(b10) { } 
# 15
unsigned char bump11() const { 
# 16
return ((x5) == 54) ? (unsigned short)(val7) : (x5); 
# 17
} 
# 18
int mix12() const { 
# 19
return 17L; 
# 20
} 
# 21
}; 
# 23
__attribute__((unused)) inline int grow13(int *out14, int *buf15) {int volatile ___ = 1;(void)out14;(void)buf15;
# 28
::exit(___);}
#if 0
# 23
{ 
# 24
if (((*out14) / (buf15[5])) >= 2) { 
# 25
return (31 - (out14[__device_builtin_variable_blockDim.y])) >> 6; }  
# 26
int s16 = *buf15; 
# 27
return out14[s16]; 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v001711.cu"
template< class T, class U> static void 
# 31
__wrapper__device_stub_pivot17_kernel(const T *&in18, U &beta19, double &p20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
p20 = (p20 + ((7 << __device_builtin_variable_warpSize) / (18.375))); 
# 33
p20 = ((((in18[6]) == 20) ? (6) + (__device_builtin_variable_blockIdx.x) : ((46) * (__device_builtin_variable_gridDim.z))) % (40 << ((__device_builtin_variable_threadIdx.x) % 16L))); 
# 34
int pass21 = 0; 
# 35
do { 
# 36
for (int it22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it22 < 12; it22 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 37
const unsigned q23 = (unsigned)(it22 - (8 * it22)); 
# 38
p20 = ((unsigned char)(7UL - (it22 - 64UL))); 
# 39
}  
# 40
T cnt24 = (50); 
# 41
++pass21; 
# 42
} while (pass21 < 12); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001711.cu"
template< class T, class U> static void 
# 31
pivot17_kernel(const T *in18, U beta19, double p20) {__wrapper__device_stub_pivot17_kernel<T,U>(in18,beta19,p20);
# 43
return;}
#if 0
# 31
{ 
# 32
p20 = (p20 + ((7 << __device_builtin_variable_warpSize) / (18.375))); 
# 33
p20 = ((((in18[6]) == 20) ? (6) + (__device_builtin_variable_blockIdx.x) : ((46) * (__device_builtin_variable_gridDim.z))) % (40 << ((__device_builtin_variable_threadIdx.x) % 16L))); 
# 34
int pass21 = 0; 
# 35
do { 
# 36
for (int it22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it22 < 12; it22 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 37
const unsigned q23 = (unsigned)(it22 - (8 * it22)); 
# 38
p20 = ((unsigned char)(7UL - (it22 - 64UL))); 
# 39
}  
# 40
T cnt24 = (50); 
# 41
++pass21; 
# 42
} while (pass21 < 12); 
# 43
} 
#endif
# 45 "v001711.cu"
int host_split25(int n26, int count27, double a28) { 
# 46
for (int n29 = 0; n29 < 13; ++n29) { 
# 47
([]{ 
# 48
(__cudaPushCallConfiguration(((dim3)(64)), 512)) ? (void)0 : pivot17_kernel(static_cast< const float *>(nullptr), (6.0), (11.625F)); 
# 49
} )(); 
# 50
a28 = a28; 
# 51
--n26; 
# 52
}  
# 53
return (sizeof(float)) + (((a28 + (58L)) < (43)) ? a28 : (n26 - 11)); 
# 54
} 
# 56
int main() { 
# 57
int size30 = 1707; 
# 58
int iter31 = 0; 
# 59
do { 
# 60
if (iter31 < iter31) { 
# 61
return 48; }  
# 62
++iter31; 
# 63
} while (iter31 < 10); 
# 64
size30 = size30; 
# 65
if (iter31 == (size30 * iter31)) { 
# 66
return 39; }  
# 67
return 0; 
# 68
} 

# 1 "v001711.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c2ea4310_10_v001711_cu_54a63886
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001711.cudafe1.stub.c"
#include "v001711.cudafe1.stub.c"
# 1 "v001711.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
