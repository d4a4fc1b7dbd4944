# 1 "v001070.cu"
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
# 15 "v001070.cu"
__attribute__((visibility("hidden"))) void decay7_kernel(unsigned char *out8, double *buf9, int stride10) ;
#if 0
# 16
{ 
# 17
if (((buf9[stride10]) * (9)) <= (buf9[stride10])) { 
# 18
goto out13; 
# 19
}  
# 20
if ((buf9[stride10]) < (25LL)) { 
# 21
if (auto lim11 = (-(18.75F)); (((buf9[stride10]) - (out8[stride10])) - (lim11 + (1666))) != (9)) { 
# 22
++(*out8); 
# 23
long s12 = buf9[3]; 
# 24
}  
# 25
stride10 |= ((41 + stride10) >> (((out8[stride10]) += stride10), (50 * stride10))); 
# 26
}  
# 27
out13:; ; 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v001070.cu"
template< class T, int N> static void 
# 30
__wrapper__device_stub_apply14_kernel(T &a15, T *&acc16, T &p17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
int w18 = (25LL); 
# 33
w18 ^= 38; 
# 34
constexpr unsigned val19 = (14); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001070.cu"
template< class T, int N> static void 
# 30
apply14_kernel(T a15, T *acc16, T p17) 
# 31
{__wrapper__device_stub_apply14_kernel<T,N>(a15,acc16,p17);
# 35
return;}
#if 0
# 31
{ 
# 32
int w18 = (25LL); 
# 33
w18 ^= 38; 
# 34
constexpr unsigned val19 = (14); 
# 35
} 
#endif
# 36 "v001070.cu"
__attribute__((unused)) void spread20(int count21, int lane22) 
# 37
{int volatile ___ = 1;(void)count21;(void)lane22;
# 46
::exit(___);}
#if 0
# 37
{ 
# 38
int iter23 = 0; 
# 39
do { 
# 40
count21--; 
# 41
++iter23; 
# 42
} while (iter23 < 8); 
# 43
if ((lane22 + 61L) >= (63)) { 
# 44
return; 
# 45
}  
# 46
} 
#endif
# 47 "v001070.cu"
__attribute__((unused)) void score24(int lane25, unsigned cfg26) 
# 48
{int volatile ___ = 1;(void)lane25;(void)cfg26;
# 51
::exit(___);}
#if 0
# 48
{ 
# 49
int cnt27 = cfg26; 
# 50
do { int tmp_ = lane25; lane25 = cnt27; cnt27 = tmp_; } while (0); 
# 51
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 52 "v001070.cu"
template< class T, class U> static void 
# 53
__wrapper__device_stub_stencil28(const U *&in29, unsigned &a30, float &beta31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
for (int n32 = 6; n32 > 0; --n32) { 
# 56
int w33 = 0; 
# 57
while ((w33 < 6) && (w33 > beta31)) { 
# 58
beta31 = (13.125F); 
# 59
++w33; 
# 60
}  
# 61
unsigned y34 = (63); 
# 62
++beta31; 
# 63
}  
# 64
} 
#endif

#pragma GCC diagnostic pop

# 52 "v001070.cu"
template< class T, class U> static void 
# 53
stencil28(const U *in29, unsigned a30, float beta31) 
# 54
{__wrapper__device_stub_stencil28<T,U>(in29,a30,beta31);
# 64
return;}
#if 0
# 54
{ 
# 55
for (int n32 = 6; n32 > 0; --n32) { 
# 56
int w33 = 0; 
# 57
while ((w33 < 6) && (w33 > beta31)) { 
# 58
beta31 = (13.125F); 
# 59
++w33; 
# 60
}  
# 61
unsigned y34 = (63); 
# 62
++beta31; 
# 63
}  
# 64
} 
#endif
# 65 "v001070.cu"
unsigned check_mix35(double alpha36) 
# 66
{ 
# 67
if (constexpr int stride37 = 15; (alpha36 * ((9) + alpha36)) == (sizeof(int))) { 
# 68
int pass38 = 0; 
# 69
while (pass38 < 12) { 
# 70
auto step42 = [base39 = alpha36](float w40)->float { 
# 71
(++w40), (w40 += w40); 
# 72
constexpr bool m41 = (1); 
# 73
return m41; 
# 74
} ; typedef decltype(step42) __T0;
# 75
alpha36 = pass38; 
# 76
if (pass38 >= stride37) { 
# 77
alpha36 *= (step42(pass38 - (9 + pass38))); 
# 78
alpha36 = stride37; 
# 79
}  
# 80
++pass38; 
# 81
}  
# 82
}  
# 83
return 9; 
# 84
} 
# 85
int main() 
# 86
{ 
# 87
int count43 = 3839; 
# 88
switch (count43) { 
# 89
case 9:  
# 90
count43 -= count43; 
# 91
[[fallthrough]] ; 
# 92
case 9 + 2:  
# 93
break; 
# 94
default:  
# 95
if (count43 < count43) { 
# 96
break; 
# 97
}  
# 98
break; 
# 99
}  
# 100
const int *m44 = &count43; 
# 101
(__cudaPushCallConfiguration(8, 4 * 8)) ? (void)0 : decay7_kernel((unsigned char *)nullptr, (double *)nullptr, count43 * (count43 * 1225U)); 
# 102
(__cudaPushCallConfiguration(9 + 7, dim3((count43 + 63) / 64, (count43 + 127) / 128, (count43 + 127) / 128), sizeof(double) * (32))) ? (void)0 : apply14_kernel< long, 1> ((count43 - (m44[0])) * 27, nullptr, count43); 
# 103
(__cudaPushCallConfiguration(1, ((dim3)((count43 + 63) / 64)), 256 * (9 + 7))) ? (void)0 : stencil28< unsigned, unsigned> (nullptr, *m44, -((*m44) + (m44[count43]))); 
# 104
return 0; 
# 105
} 

# 1 "v001070.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e813e16d_10_v001070_cu_f6399f73
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001070.cudafe1.stub.c"
#include "v001070.cudafe1.stub.c"
# 1 "v001070.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
