# 1 "v001100.cu"
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
# 7 "v001100.cu"
class Node2 { 
# 8
int x3; 
# 10
public: Node2(int c4) : x3(c4) { } 
# 11
void apply5(float prod6) { 
# 12
(prod6++), (prod6 *= (x3)); 
# 13
(x3) = ((x3) % (x3)); 
# 14
} 
# 15
int get7() const { 
# 16
float *val8 = (nullptr); 
# 17
return ((unsigned char)(x3)) & ((short)2773); 
# 18
} 
# 19
}; 
# 21
__attribute__((visibility("hidden"))) void split9_kernel(unsigned *__restrict__ dst10) ;
#if 0
# 21
{ 
# 22
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
double h12 = *dst10; 
# 24
(++h12), (h12 = (14.75)); 
# 25
if (((dst10[6]) | sizeof(unsigned)) > idx11) { 
# 26
return; 
# 27
}  
# 28
unsigned z13{(30L)}; 
# 29
if ((__device_builtin_variable_gridDim.y) >= (54)) { 
# 30
z13--; 
# 31
--z13; 
# 32
}  
# 33
} 
#endif
# 35 "v001100.cu"
__attribute__((visibility("hidden"))) void split14(const int *coef15, float a16, int *acc17, const double *__restrict__ src18) ;
#if 0
# 35
{ 
# 36
int i19 = __device_builtin_variable_threadIdx.x; 
# 37
if ((+(__device_builtin_variable_blockIdx.y)) != ((a16 += (*src18)), 16L)) { 
# 38
int z20((__device_builtin_variable_gridDim.y) * (((__device_builtin_variable_gridDim.y) * (coef15[i19 & 7])) & (acc17[4]))); 
# 39
}  
# 40
if (acc17 != (nullptr)) { 
# 41
Node2 flag21(__device_builtin_variable_blockIdx.x); 
# 42
(*acc17) = i19; 
# 43
}  
# 44
} 
#endif
# 46 "v001100.cu"
struct Sample22 { 
# 47
unsigned val23; 
# 48
unsigned sum24; 
# 49
int val25; 
# 50
void norm26(int y27) { 
# 51
float t28 = (62) & (val23); 
# 52
} 
# 53
unsigned mix29() const { 
# 54
return 45; 
# 55
} 
# 56
}; 
# 58
Sample22 operator+(Sample22 a, Sample22 b) { 
# 59
Sample22 r = a; 
# 60
(r.val23) += (b.val23); 
# 61
(r.sum24) += (b.sum24); 
# 62
(r.val25) += (b.val25); 
# 63
return r; 
# 64
} 
# 66
int main() { 
# 67
int size30 = 3971; 
# 68
if (size30 == (41 + size30)) { 
# 69
switch (size30) { 
# 70
case 6:  
# 71
break; 
# 72
}  
# 73
if ((size30 != 38UL) ? 1U : size30) { 
# 74
return ((int)57UL) + size30; 
# 75
}  
# 76
}  
# 77
int pass31 = 0; 
# 78
do { 
# 79
(__cudaPushCallConfiguration(2 * 4, 256 * 2)) ? (void)0 : split9_kernel(nullptr); 
# 80
(__cudaPushCallConfiguration(dim3((pass31 + 31) / 32, (size30 + 255) / 256), dim3(2, 2, 16))) ? (void)0 : split14((const int *)nullptr, size30 ^ ((size30 += 60), pass31), nullptr, static_cast< const double *>(nullptr)); 
# 81
++pass31; 
# 82
} while (pass31 < pass31); 
# 83
return 0; 
# 84
} 

# 1 "v001100.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__916feed8_10_v001100_cu_e2f69a07
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001100.cudafe1.stub.c"
#include "v001100.cudafe1.stub.c"
# 1 "v001100.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
