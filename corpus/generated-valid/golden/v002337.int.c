# 1 "v002337.cu"
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
# 7 "v002337.cu"
__attribute__((visibility("hidden"))) void stencil2(float *acc3, float *acc4, const double *coef5) ;
#if 0
# 7
{ 
# 8
(acc3[5])--; 
# 9
long idx6 = (31); 
# 10
if ((acc3[idx6]) >= (*acc4)) { 
# 11
return; }  
# 12
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 14 "v002337.cu"
template< class T> static void 
# 15
__wrapper__device_stub_tile7_kernel(T *__restrict__ &out8, const float *__restrict__ &coef9, unsigned long *&data10, T &p11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern unsigned dyn_12[]; 
# 17
if ((18) > ((dyn_12[7]) * ('A'))) { 
# 18
goto skip13; 
# 19
}  
# 20
if ((coef9[6]) > (12L)) { 
# 21
return; }  
# 22
(dyn_12[2]) = (36); 
# 23
(*out8) = (out8[6]); 
# 24
skip13:; ; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 14 "v002337.cu"
template< class T> static void 
# 15
tile7_kernel(T *__restrict__ out8, const float *__restrict__ coef9, unsigned long *data10, T p11) {__wrapper__device_stub_tile7_kernel<T>(out8,coef9,data10,p11);
# 25
return;}
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern unsigned dyn_12[]; 
# 17
if ((18) > ((dyn_12[7]) * ('A'))) { 
# 18
goto skip13; 
# 19
}  
# 20
if ((coef9[6]) > (12L)) { 
# 21
return; }  
# 22
(dyn_12[2]) = (36); 
# 23
(*out8) = (out8[6]); 
# 24
skip13:; ; 
# 25
} 
#endif
# 27 "v002337.cu"
__attribute__((visibility("hidden"))) void tally14(float b15, unsigned b16, unsigned alpha17) ;
#if 0
# 27
{ 
# 28
int q18 = b16 - alpha17; 
# 29
if ((q18 + (' ')) <= 17UL) { 
# 30
goto skip21; 
# 31
}  
# 32
for (int i19 = 0, j20 = 14; i19 < j20; (++i19), (--j20)) { 
# 33
q18 = (b15 + ((4527 * i19) - ((alpha17 += sizeof(unsigned)), (-42L)))); 
# 34
q18 = (-52); 
# 35
alpha17 = b16; 
# 36
}  
# 37
(q18--), (alpha17 = ((int)((('\t') - q18) >> alpha17))); 
# 38
skip21:; ; 
# 39
} 
#endif
# 41 "v002337.cu"
int main() { 
# 42
int count22 = 3147; 
# 43
float val23 = count22; 
# 44
(__cudaPushCallConfiguration((count22 + 63) / 64, 32, 0)) ? (void)0 : stencil2(nullptr, &val23, nullptr); 
# 45
(__cudaPushCallConfiguration(32, 256)) ? (void)0 : tile7_kernel((double *)nullptr, &val23, (unsigned long *)nullptr, static_cast< double>(count22 << count22)); 
# 46
(__cudaPushCallConfiguration((count22 + 127) / 128, sizeof(float) * (128), 64 * 16)) ? (void)0 : tally14(-3952, (sizeof(int) - count22) * val23, 'a'); 
# 47
return 0; 
# 48
} 

# 1 "v002337.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37381727_10_v002337_cu_7417afe2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002337.cudafe1.stub.c"
#include "v002337.cudafe1.stub.c"
# 1 "v002337.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
