# 1 "v000784.cu"
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
# 10 "v000784.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 12
__attribute__((visibility("hidden"))) void probe6_kernel(int *out7, const unsigned *__restrict__ in8, const int *coef9, int stride10) ;
#if 0
# 13
{ 
# 14
switch (stride10) { 
# 15
case 0:  { 
# 16
(*out7) = ((float)(16.125F)); 
# 17
float u11[3] = {(35), (10.625F), (10.5F)}; 
# 18
[[fallthrough]] ; 
# 19
} 
# 20
case 5:  
# 21
break; 
# 22
default:  
# 23
break; 
# 24
}  
# 25
} 
#endif
# 27 "v000784.cu"
__attribute__((visibility("hidden"))) void sweep12(short *out13, int count14, const unsigned *__restrict__ coef15, int len16) ;
#if 0
# 28
{ 
# 29
++len16; 
# 30
double t17 = (13.625); 
# 31
for (int n18 = 0; n18 < 3; ++n18) { 
# 32
++t17; 
# 33
int f19{4467}; 
# 34
if ((8) <= t17) { 
# 35
break; 
# 36
}  
# 37
}  
# 38
} 
#endif
# 40 "v000784.cu"
extern "C" {
# 41
__attribute__((unused)) void mix23(int len24) 
# 42
{int volatile ___ = 1;(void)len24;
# 45
::exit(___);}
#if 0
# 42
{ 
# 43
__attribute__((unused)) static int sh_25[16]; 
# 44
(sh_25[len24 & 15]) = (((sh_25[len24]) != ((sh_25[len24 & 15]) + len24)) ? 21 : 60L); 
# 45
} 
#endif
# 47 "v000784.cu"
__attribute__((visibility("hidden"))) void tally20_kernel(int n21) ;
#if 0
# 48
{ 
# 49
for (int i22 = 0; i22 < n21; ++i22) { 
# 50
if (i22 <= n21) { 
# 51
return; 
# 52
}  
# 53
n21--; 
# 54
n21 = (((__alignof__(char) < n21) || ((21 >= n21) || (n21 != n21))) ? 9 : n21); 
# 55
}  
# 56
n21 = ((((n21 == 48) ? 50 : n21) + (7 - n21)) + n21); 
# 57
} 
#endif
# 58 "v000784.cu"
}
# 60
class Stats26 { 
# 61
int x27; 
# 62
unsigned short weight28; 
# 63
long id29; 
# 65
public: Stats26(int c30, unsigned short a31, long init32) : x27(c30), weight28(a31), id29(init32) { } 
# 66
unsigned short apply33() const 
# 67
{ 
# 68
return ((5) + (id29)) + ((id29) - (id29)); 
# 69
} 
# 70
long scale34(double val35) const 
# 71
{ 
# 72
--val35; 
# 73
return x27; 
# 74
} 
# 75
}; 
# 77
int main() 
# 78
{ 
# 79
int size36 = 1846; 
# 80
(__cudaPushCallConfiguration(sizeof(unsigned) * (32), 3 + (3 + (3 + 55)))) ? (void)0 : sweep12((short *)nullptr, 44, nullptr, size36); 
# 81
Stats26 idx37{6, static_cast< unsigned short>(13U - size36), static_cast< long>(size36)}; 
# 82
(__cudaPushCallConfiguration(2 * (3 + 1), 5 + 59)) ? (void)0 : probe6_kernel(nullptr, (const unsigned *)nullptr, (const int *)nullptr, (size36 + 33UL) + (48)); 
# 83
(__cudaPushCallConfiguration(256, sizeof(float) * (32))) ? (void)0 : tally20_kernel(size36); 
# 84
return 0; 
# 85
} 

# 1 "v000784.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5e53dae7_10_v000784_cu_ac7144ea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000784.cudafe1.stub.c"
#include "v000784.cudafe1.stub.c"
# 1 "v000784.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
