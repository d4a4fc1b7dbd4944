# 1 "v000948.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 12 "v000948.cu"
__attribute__((unused)) static float lerp6(int stride7) {int volatile ___ = 1;(void)stride7;
# 19
::exit(___);}
#if 0
# 12
{ 
# 13
__attribute__((unused)) static unsigned sh_8[32]; 
# 14
if (((sh_8[8]) / (sh_8[28])) > 45UL) { 
# 15
return (((sh_8[stride7]) += (4801)), 5); 
# 16
}  
# 17
(sh_8[stride7]) /= ((stride7 + (stride7 + stride7)) - ((stride7 == 60) ? 39L : (16))); 
# 18
return (5) - (__device_builtin_variable_threadIdx.z); 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 21 "v000948.cu"
struct Span9 { 
# 22
double weight10; 
# 23
int val11; 
# 24
double reset12() const { 
# 25
return ((int)(val11)) / ((5) - (weight10)); 
# 26
} 
# 27
void scale13(int y14) { 
# 28
int u15 = y14; 
# 29
(weight10) = ((weight10) - (weight10)); 
# 30
} 
# 31
}; 
# 33
Span9 operator+(Span9 a, Span9 b) { 
# 34
Span9 r = a; 
# 35
(r.weight10) += (b.weight10); 
# 36
(r.val11) += (b.val11); 
# 37
return r; 
# 38
} 
# 40
__attribute__((visibility("hidden"))) void decay16_kernel(const unsigned char *__restrict__ coef17, int *data18, const long long *coef19, unsigned *data20) ;
#if 0
# 40
{ 
# 41
int idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
{ 
# 43
int s22[7] = {(30UL), 7, 6}; 
# 44
lerp6(lerp6((((data18[5]) += 6L), (data18[__device_builtin_variable_warpSize])))); 
# 45
} 
# 46
for (int it23 = 0; it23 < 12; it23++) { 
# 47
lerp6(lerp6(*coef19) / (coef19[1])); 
# 48
const float *acc24 = reinterpret_cast< const float *>(data20); 
# 49
}  
# 50
} 
#endif
# 52 "v000948.cu"
struct Sample25 { 
# 53
int mass26; 
# 54
long lo27; 
# 55
int bump28(int base29) const { 
# 56
if ((base29 - 5) <= (lo27)) { 
# 57
return ((mass26) % 8); 
# 58
}  
# 59
return -((mass26) + base29); 
# 60
} 
# 61
void apply30(int v31) { 
# 62
constexpr int x32 = 32; 
# 63
} 
# 64
}; 
# 66
inline Sample25 operator+(Sample25 a, Sample25 b) { 
# 67
Sample25 r = a; 
# 68
(r.mass26) += (b.mass26); 
# 69
(r.lo27) += (b.lo27); 
# 70
return r; 
# 71
} 
# 73
int main() { 
# 74
int size33 = 4062; 
# 75
size33 = (+size33); 
# 76
(__cudaPushCallConfiguration(dim3(8 * 4, 512), 128, sizeof(float) * (256))) ? (void)0 : decay16_kernel((const unsigned char *)nullptr, nullptr, nullptr, nullptr); 
# 77
(__cudaPushCallConfiguration(dim3(16, 256 * 2), 512, 0)) ? (void)0 : decay16_kernel(nullptr, (int *)nullptr, (const long long *)nullptr, nullptr); 
# 78
for (int it34 = 0; it34 < size33; it34 += 1) { 
# 79
(__cudaPushCallConfiguration(8, 16 + 16, sizeof(float) * (32))) ? (void)0 : decay16_kernel((const unsigned char *)nullptr, (int *)nullptr, nullptr, (unsigned *)nullptr); 
# 80
size33 %= (size33 & 15); 
# 81
}  
# 82
return 0; 
# 83
} 

# 1 "v000948.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eb7fe92e_10_v000948_cu_09549048
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000948.cudafe1.stub.c"
#include "v000948.cudafe1.stub.c"
# 1 "v000948.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
