# 1 "v001076.cu"
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
# 12 "v001076.cu"
__attribute__((visibility("hidden"))) void filter7_kernel(unsigned char *__restrict__ out8, int stride9, int *buf10, int *out11) ;
#if 0
# 12
{ 
# 13
unsigned i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (i12 >= stride9) { 
# 15
return; 
# 16
}  
# 17
stride9 = (*out11); 
# 18
double w13 = (-(2.375F)); 
# 19
--stride9; 
# 20
(out8[stride9]) = (buf10[5]); 
# 21
} 
#endif
# 23 "v001076.cu"
struct Sample14 { 
# 24
int mass15; 
# 25
bool y16; 
# 26
unsigned hi17; 
# 27
bool val18; 
# 28
}; 
# 30
__attribute__((visibility("hidden"))) void grow19(const float *coef20) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_21[]; 
# 32
(dyn_21[(__device_builtin_variable_threadIdx.z) & (7)]) = (__device_builtin_variable_threadIdx.z); 
# 33
int y22[3 + (3 + 2)]{53, 3, 38, (27U), 53, static_cast< int>(dyn_21[(__device_builtin_variable_threadIdx.x) & (7)]), ((int)3), 51}; 
# 34
(dyn_21[(__device_builtin_variable_threadIdx.x) & (7)]) = ((3633UL) + (dyn_21[__device_builtin_variable_warpSize])); 
# 35
if ((y22[__device_builtin_variable_threadIdx.z]) < ((y22[(__device_builtin_variable_blockIdx.z) & (7)]) + (*coef20))) { 
# 36
return; 
# 37
}  
# 38
(y22[__device_builtin_variable_blockDim.x]) = ((15U) ^ ((y22[__device_builtin_variable_warpSize]) + 35L)); 
# 39
(y22[3]) = ((((-(coef20[5])) < (dyn_21[0])) ? -(coef20[5]) : (dyn_21[0])) + (dyn_21[3])); 
# 40
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 42 "v001076.cu"
template< class T, class U> __attribute__((unused)) static unsigned 
# 43
mix23(const U *input24, U *data25, T cfg26) {int volatile ___ = 1;(void)input24;(void)data25;(void)cfg26;
# 57
::exit(___);}
#if 0
# 43
{ 
# 44
unsigned lo27[5] = {64U, static_cast< unsigned>((cfg26 < (data25[(__device_builtin_variable_threadIdx.x) & (7)])) ? cfg26 : (data25[(__device_builtin_variable_threadIdx.x) & (7)]))}; 
# 45
if (((T)(input24[4])) > (__device_builtin_variable_threadIdx.x)) { 
# 46
return __device_builtin_variable_blockIdx.x; 
# 47
}  
# 48
U diff28 = (50) | (lo27[__device_builtin_variable_gridDim.x]); 
# 49
int iter29 = 0; 
# 50
while (iter29 < 2) { 
# 51
diff28 = (sizeof(unsigned) + ((iter29 < 8) ? iter29 : 8)); 
# 52
++iter29; 
# 53
}  
# 54
Sample14 v30 = Sample14{(-59), true, static_cast< unsigned>(__device_builtin_variable_gridDim.x), false}; 
# 55
v30 = Sample14{}; 
# 56
return ((((__device_builtin_variable_warpSize - 3) & 3) < (__device_builtin_variable_threadIdx.x)) ? (__device_builtin_variable_warpSize - 3) & 3 : (__device_builtin_variable_threadIdx.x)); 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 58 "v001076.cu"
static int c_blend31[2]; 
# 59
using ptr32_t = double *; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T, class U> static void 
# 62
__wrapper__device_stub_rank33_kernel(U &a34, const T *__restrict__ &input35, signed char &beta36, unsigned char &a37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
unsigned tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
beta36 = (19); 
# 65
if (((a34 + (__device_builtin_variable_threadIdx.y)) + (c_blend31[__device_builtin_variable_warpSize])) > 3) { 
# 66
return; 
# 67
}  
# 68
beta36 = __device_builtin_variable_warpSize; 
# 69
int r39 = (tid38 >> tid38) ^ sizeof(Sample14); 
# 70
beta36--; 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 61 "v001076.cu"
template< class T, class U> static void 
# 62
rank33_kernel(U a34, const T *__restrict__ input35, signed char beta36, unsigned char a37) {__wrapper__device_stub_rank33_kernel<T,U>(a34,input35,beta36,a37);
# 71
return;}
#if 0
# 62
{ 
# 63
unsigned tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
beta36 = (19); 
# 65
if (((a34 + (__device_builtin_variable_threadIdx.y)) + (c_blend31[__device_builtin_variable_warpSize])) > 3) { 
# 66
return; 
# 67
}  
# 68
beta36 = __device_builtin_variable_warpSize; 
# 69
int r39 = (tid38 >> tid38) ^ sizeof(Sample14); 
# 70
beta36--; 
# 71
} 
#endif
# 73 "v001076.cu"
__attribute__((unused)) void tile40(int count41, int len42, int lane43 = -3706) {int volatile ___ = 1;(void)count41;(void)len42;(void)lane43;
# 84
::exit(___);}
#if 0
# 73
{ 
# 74
lane43 = __device_builtin_variable_warpSize; 
# 75
unsigned long long k44[6] = {}; 
# 76
if (lane43 == (c_blend31[lane43])) { 
# 77
return; 
# 78
}  
# 79
len42 = len42; 
# 80
len42 = (((c_blend31[__device_builtin_variable_gridDim.x]) | (k44[__device_builtin_variable_threadIdx.y])) & (sizeof(int))); 
# 81
if ((lane43 < (k44[__device_builtin_variable_blockDim.z])) && ((__device_builtin_variable_blockDim.x) <= (48))) { 
# 82
return; 
# 83
}  
# 84
} 
#endif
# 86 "v001076.cu"
int main() { 
# 87
int count45 = 2615; 
# 88
count45 = (count45 >> (53LL & count45)); 
# 89
count45 = (63ULL & ((count45 % 9) * (3903L | count45))); 
# 90
count45++; 
# 91
bool q46{true}; 
# 92
(__cudaPushCallConfiguration(32, 1 << (3 + (3 + 2)), sizeof(float) * (3 + (3 + 250)))) ? (void)0 : rank33_kernel(2, (const unsigned *)nullptr, ((count45 < 60) ? count45 : 60) * ((float)q46), 49); 
# 93
q46 = (0); 
# 94
(__cudaPushCallConfiguration((count45 + 31) / 32, sizeof(float) * (128))) ? (void)0 : filter7_kernel((unsigned char *)nullptr, count45, &count45, (int *)nullptr); 
# 95
(__cudaPushCallConfiguration((count45 + 31) / 32, 1 << (3 + 4), sizeof(double) * (128))) ? (void)0 : grow19(nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v001076.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cd78beb1_10_v001076_cu_90d4e747
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001076.cudafe1.stub.c"
#include "v001076.cudafe1.stub.c"
# 1 "v001076.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
