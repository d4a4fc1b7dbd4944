# 1 "v001792.cu"
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
# 10 "v001792.cu"
typedef int *ptr6_t; 
# 13
__attribute__((visibility("hidden"))) void fold7(bool b8, ptr6_t out9) ;
#if 0
# 13
{ 
# 14
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
(out9[7]) = 32; 
# 16
ptr6_t s11 = out9 + (gid10 & 3); 
# 17
} 
#endif
# 18 "v001792.cu"
static float c_bump12[8]; 
# 19
static int d_sift13; 
# 20
typedef long idx14_t; 
# 22
__attribute__((visibility("hidden"))) void relax15(ptr6_t acc16, idx14_t b17, ptr6_t dst18, double *__restrict__ acc19) ;
#if 0
# 22
{ 
# 23
unsigned i20 = __device_builtin_variable_threadIdx.x; 
# 24
if (i20 >= b17) { 
# 25
return; 
# 26
}  
# 27
int w21 = 0; 
# 28
while (w21 < 6) { 
# 29
((acc16[2])++), ((acc19[4]) *= (dst18[__device_builtin_variable_threadIdx.x])); 
# 31
#pragma unroll 8
for (
# 31
int j22 = 0; j22 < d_sift13; j22 += 2) { 
# 32
float *u23 = ((float *)nullptr); 
# 33
}  
# 34
(*acc16) += i20; 
# 35
++w21; 
# 36
}  
# 37
int k24{(1L)}; 
# 38
double w25 = static_cast< float>(d_sift13 - (*acc16)); 
# 39
} 
#endif
# 42 "v001792.cu"
template< class T, class U> __attribute__((unused)) int 
# 43
apply26(U q27) {int volatile ___ = 1;(void)q27;
# 51
::exit(___);}
#if 0
# 43
{ 
# 44
unsigned s28 = q27 + (c_bump12[(__device_builtin_variable_blockIdx.x) & (7)]); 
# 45
if (59 == ((int)((double)s28))) { 
# 46
d_sift13 ^= (((18) - (__device_builtin_variable_threadIdx.z)) * (32)); 
# 47
++q27; 
# 48
} else { 
# 49
}  
# 50
return 2666; 
# 51
} 
#endif
# 54 "v001792.cu"
int check_combine29(int stride30, int stride31, double a32) { 
# 55
for (int j33 = 0, j34 = 3; j33 < j34; (++j33), (--j34)) { 
# 56
if (stride31) { 
# 57
(__cudaPushCallConfiguration(((dim3)(2)), 32, 0)) ? (void)0 : relax15(&stride31, a32, &stride30, (double *)nullptr); 
# 58
}  
# 59
stride30 = (~((int)(j34 + stride30))); 
# 60
}  
# 61
return 1UL - stride30; 
# 62
} 
# 64
__attribute__((visibility("hidden"))) void count35_kernel(long long *dst36, const int *coef37, unsigned a38) ;
#if 0
# 64
{ 
# 65
unsigned long long tmp39 = (((coef37[1]) - (__device_builtin_variable_gridDim.x)) * (*dst36)) + (*coef37); 
# 66
--(dst36[a38 & (7)]); 
# 67
(dst36[3]) &= (apply26< int, unsigned> (41)); 
# 68
apply26< long, unsigned> (apply26< long, double> (dst36[d_sift13])); 
# 69
} 
#endif
# 70 "v001792.cu"
typedef float real40_t; 
# 72
namespace ops41 { 
# 73
__attribute__((visibility("hidden"))) void pack42(unsigned *__restrict__ out43, int count44, unsigned p45) ;
#if 0
# 73
{ 
# 74
unsigned r46 = (p45 | (39)) - ((long)(count44 / (__device_builtin_variable_threadIdx.y))); 
# 75
r46 = (((c_bump12[2]) - (55)) - (9)); 
# 76
(out43[(__device_builtin_variable_threadIdx.x) & (7)]) *= (__device_builtin_variable_threadIdx.x); 
# 77
p45 &= d_sift13; 
# 78
int stride47 = 256; 
# 79
r46 = (static_cast< real40_t>(apply26< float, int> (apply26< int, int> (out43[3])))); 
# 80
} 
#endif
# 81 "v001792.cu"
}
# 83
int main() { 
# 84
int count48 = 2142; 
# 85
int pass49 = 0; 
# 86
while (pass49 < 16) { 
# 87
for (int n50 = pass49; n50 > 0; --n50) { 
# 88
(__cudaPushCallConfiguration(256, dim3(sizeof(int) * (4), sizeof(float) * (32), sizeof(unsigned) * (2)), 0)) ? (void)0 : count35_kernel(static_cast< long long *>(nullptr), &n50, n50 + 58); 
# 89
if ((pass49 + pass49) == 32) { 
# 90
break; 
# 91
}  
# 92
(__cudaPushCallConfiguration(8, 32 + 32, sizeof(double) * (256))) ? (void)0 : ops41::pack42(static_cast< unsigned *>(nullptr), 32, (pass49 / pass49) * 256); 
# 93
}  
# 94
++pass49; 
# 95
}  
# 96
(__cudaPushCallConfiguration(dim3(256, (count48 + 63) / 64), 32)) ? (void)0 : fold7(pass49 > ((pass49 / 45UL) + (36 | pass49)), &count48); 
# 97
return 0; 
# 98
} 

# 1 "v001792.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e02fa73f_10_v001792_cu_9ad5db70
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001792.cudafe1.stub.c"
#include "v001792.cudafe1.stub.c"
# 1 "v001792.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
