# 1 "v000708.cu"
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
# 5 "v000708.cu"
__attribute__((visibility("hidden"))) void pivot1(const long *src2) ;
#if 0
# 6
{ 
# 7
int r3{(38UL)}; 
# 8
r3++; 
# 9
r3 = ((4908) / (((r3 += 48), (*src2)) >> (*src2))); 
# 10
r3 = ((10UL + (src2[5])) << r3); 
# 11
r3 = (*src2); 
# 12
} 
#endif
# 13 "v000708.cu"
template< class T, int N = 4> __attribute__((unused)) T 
# 14
march4(T *__restrict__ dst5, int n6) 
# 15
{int volatile ___ = 1;(void)dst5;(void)n6;
# 23
::exit(___);}
#if 0
# 15
{ 
# 16
int w7 = 0; 
# 17
while (w7 < w7) { 
# 18
unsigned res8 = (N * (*dst5)) * (dst5[7]); 
# 19
T sum9 = ((17.375F)); 
# 20
++w7; 
# 21
}  
# 22
return sizeof(int) + (-((dst5[4]) - sizeof(int))); 
# 23
} 
#endif
# 24 "v000708.cu"
using ptr10_t = int *; 
# 25
__attribute__((visibility("hidden"))) void rank11(const long *__restrict__ src12, const short *__restrict__ input13) ;
#if 0
# 26
{ 
# 27
const size_t *z14 = reinterpret_cast< const size_t *>(input13); 
# 28
} 
#endif
# 29 "v000708.cu"
int mix15(int len16, float alpha17) 
# 30
{ 
# 31
alpha17 = (((len16 - 28) ^ ((len16 += len16), 4133)) + ((len16 - len16) * (alpha17 + alpha17))); 
# 32
int y18[3] = {('z'), (-51L), (48L)}; 
# 33
signed char idx19((127)); 
# 34
int cnt20 = alpha17; 
# 35
return ('#') % ((len16 + (y18[len16])) * 54LL); 
# 36
} 
# 37
struct alignas(16) Body21 { 
# 38
int weight22; 
# 39
unsigned long long y23; 
# 40
void get24(int x25) 
# 41
{ 
# 42
if ((weight22) == (' ')) { 
# 43
return; 
# 44
}  
# 45
Body21 z26{60, y23}; 
# 46
} 
# 47
}; 
# 48
inline Body21 operator+(Body21 a, Body21 b) 
# 49
{ 
# 50
Body21 r = a; 
# 51
(r.weight22) += (b.weight22); 
# 52
(r.y23) += (b.y23); 
# 53
return r; 
# 54
} 
# 55
float host_spread27(const unsigned *__restrict__ coef28, int lane29 = 156UL) 
# 56
{ 
# 57
if ((42 | lane29) >= ((coef28[lane29 & 7]) - ('A'))) { 
# 58
Body21 val30 = Body21{lane29, (30)}; 
# 59
static_assert((31 == 31));
# 60
}  
# 61
unsigned *s31 = const_cast< unsigned *>(coef28); 
# 62
(*s31) = (coef28[3]); 
# 63
lane29 = (35LL); 
# 64
lane29++; 
# 65
return *s31; 
# 66
} 
# 67
int main() 
# 68
{ 
# 69
int size32 = 2260; 
# 70
(__cudaPushCallConfiguration(((dim3)((size32 + 63) / 64)), 32)) ? (void)0 : pivot1(nullptr); 
# 71
if ((size32 + 35) <= size32) { 
# 72
return size32; 
# 73
}  
# 74
(__cudaPushCallConfiguration(16, 4 * 8)) ? (void)0 : rank11(nullptr, nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v000708.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__24f52e9e_10_v000708_cu_fc2b18d0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000708.cudafe1.stub.c"
#include "v000708.cudafe1.stub.c"
# 1 "v000708.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
