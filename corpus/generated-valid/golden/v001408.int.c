# 1 "v001408.cu"
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
# 19 "v001408.cu"
struct Pixel8 { 
# 20
unsigned sum9; 
# 21
int sum10; 
# 22
void mix11(int val12) 
# 23
{ 
# 24
(sum9) = (40); 
# 25
} 
# 26
}; 
# 28
struct Vec13 { 
# 29
bool vel14; 
# 30
unsigned long vel15; 
# 31
void scale16(int prod17) 
# 32
{ 
# 33
float h18 = ((vel15) + (vel14)) * ((((prod17 == 7) ? 1 : (vel14)) > prod17) ? vel14 : (24.5F)); 
# 34
} 
# 35
}; 
# 37
inline Vec13 operator+(Vec13 a, Vec13 b) 
# 38
{ 
# 39
Vec13 r = a; 
# 40
(r.vel15) += (b.vel15); 
# 41
return r; 
# 42
} 
# 45
__attribute__((unused)) long long count19(int n20) 
# 46
{int volatile ___ = 1;(void)n20;
# 53
::exit(___);}
#if 0
# 46
{ 
# 47
Vec13 acc21 = Vec13{false, (size_t)n20}; 
# 48
acc21 = acc21; 
# 49
n20 <<= ((!(n20 > (acc21.vel14))) ? (n20 || ((acc21.vel14) >= n20)) ? 8 : (acc21.vel14) : ((__device_builtin_variable_gridDim.y) >> 14L)); 
# 50
if (((n20 < n20) ? 3 : 34) == (acc21.vel15)) { 
# 51
return (n20 + (__device_builtin_variable_blockDim.z)); }  
# 52
return (n20 == (acc21.vel15)) ? __device_builtin_variable_blockDim.z : (-(-51)); 
# 53
} 
#endif
# 55 "v001408.cu"
__attribute__((visibility("hidden"))) void mix22(const int *__restrict__ input23, int stride24, int *dst25, const unsigned short *__restrict__ in26) ;
#if 0
# 56
{ 
# 57
Pixel8 y27 = Pixel8{}; 
# 58
int *mid28 = (nullptr); 
# 59
(*dst25) %= (__device_builtin_variable_blockDim.x); 
# 60
} 
#endif
# 63 "v001408.cu"
template< class T> 
# 64
struct Pixel29 { 
# 65
T vel30; 
# 66
T bump31() const 
# 67
{ 
# 68
return (23.25); 
# 69
} 
# 70
}; 
# 73
__attribute__((unused)) void accum32(int stride33, int n34, unsigned q35) 
# 74
{int volatile ___ = 1;(void)stride33;(void)n34;(void)q35;
# 79
::exit(___);}
#if 0
# 74
{ 
# 75
short tmp36 = n34; 
# 76
stride33 >>= 3; 
# 77
unsigned short base37 = ((n34 == tmp36) || (stride33 <= n34)) ? 13U * (__device_builtin_variable_threadIdx.x) : 41L; 
# 78
tmp36 &= ((__device_builtin_variable_gridDim.x) + tmp36); 
# 79
} 
#endif
# 81 "v001408.cu"
int main() 
# 82
{ 
# 83
int n38 = 946; 
# 84
n38 |= (-2768); 
# 85
switch (n38) { 
# 86
case 9:  
# 87
break; 
# 88
case 5:  { 
# 89
const char *u39 = ("3"); 
# 90
break; 
# 91
} 
# 92
case 2:  
# 93
(__cudaPushCallConfiguration((n38 + 127) / 128, ((dim3)((n38 + 255) / 256)))) ? (void)0 : mix22(&n38, n38, &n38, (const unsigned short *)nullptr); 
# 94
break; 
# 95
default:  
# 96
break; 
# 97
}  
# 98
return 0; 
# 99
} 

# 1 "v001408.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__04165784_10_v001408_cu_c1ce01b4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001408.cudafe1.stub.c"
#include "v001408.cudafe1.stub.c"
# 1 "v001408.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
