# 1 "v000237.cu"
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
# 7 "v000237.cu"
__attribute((always_inline)) __attribute__((unused)) inline void lerp2(short p3, unsigned cfg4, float *dst5) 
# 8
{int volatile ___ = 1;(void)p3;(void)cfg4;(void)dst5;
# 16
::exit(___);}
#if 0
# 8
{ 
# 9
if (cfg4 < cfg4) { 
# 10
return; }  
# 11
if (cfg4 < (__device_builtin_variable_gridDim.x)) { 
# 12
p3 &= cfg4; 
# 13
(*dst5) *= (37); 
# 14
}  
# 15
float flag6[7]{(6.0F), (-(0.375F)), (3.0F), (4.625F), (9.0F), (8.0F), (-32)}; 
# 16
} 
#endif
# 18 "v000237.cu"
struct alignas(16) Body7 { 
# 19
int y8; 
# 20
int id9; 
# 21
double lo10; 
# 22
int get11(long long lo12) const 
# 23
{ 
# 24
lo12 = (54); 
# 25
return lo10; 
# 26
} 
# 27
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 29
__attribute__((unused)) static void stencil13(int count14) 
# 30
{int volatile ___ = 1;(void)count14;
# 36
::exit(___);}
#if 0
# 30
{ 
# 31
count14 >>= (((count14 - count14) * 60) * (__device_builtin_variable_blockDim.y)); 
# 32
unsigned u15 = count14; 
# 33
u15--; 
# 34
count14 = ('\t'); 
# 35
lerp2(31LL, sizeof(double) + u15, nullptr); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 38 "v000237.cu"
__attribute__((visibility("hidden"))) void tile16_kernel(int stride17, Body7 beta18) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern int dyn_19[]; 
# 41
stride17 = ((59U <= (beta18.get11(beta18.id9))) ? (stride17 & (beta18.y8)) * ((__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_gridDim.x)) : ((1 * stride17) & 40)); 
# 42
(dyn_19[stride17]) -= (((23 < (dyn_19[stride17])) || (((beta18.y8) * (dyn_19[__device_builtin_variable_threadIdx.x])) & 1)) ? sizeof(Body7) % ((beta18.id9) - 13UL) : (beta18.get11(beta18.get11(beta18.id9)))); 
# 43
stride17--; 
# 44
__attribute__((unused)) static Body7 sh_20[sizeof(unsigned) * (16)]; 
# 45
int base21 = -beta18.get11((sh_20[50]).id9); 
# 46
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49 "v000237.cu"
template< class T, class U> static void 
# 50
__wrapper__device_stub_combine22_kernel(U &a23, int *&buf24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern float dyn_25[]; 
# 53
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if ((!buf24) && (tid26 >= a23)) { 
# 55
return; }  
# 56
Body7 stride27 = Body7{(8L), 7, (2.0)}; 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 49 "v000237.cu"
template< class T, class U> static void 
# 50
combine22_kernel(U a23, int *buf24) 
# 51
{__wrapper__device_stub_combine22_kernel<T,U>(a23,buf24);
# 57
return;}
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern float dyn_25[]; 
# 53
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if ((!buf24) && (tid26 >= a23)) { 
# 55
return; }  
# 56
Body7 stride27 = Body7{(8L), 7, (2.0)}; 
# 57
} 
#endif
# 59 "v000237.cu"
static void bias28_kernel(const double *in29, const long *in30, int *data31, int len32) ;
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern int dyn_33[]; 
# 62
int gid34 = __device_builtin_variable_threadIdx.x; 
# 63
Body7 base35 = Body7{len32, len32, (9.625)}; 
# 64
base35 = Body7{}; 
# 65
lerp2(__device_builtin_variable_threadIdx.x, (dyn_33[gid34 & 7]) + 4470, reinterpret_cast< float *>(data31)); 
# 66
auto diff36 = (+(((base35.id9) += gid34), __device_builtin_variable_warpSize)) + (base35.get11(base35.y8) >> 3); 
# 67
Body7 val37{(int)diff36, 4, (10.625)}; 
# 68
int mid38{((int)3031)}; 
# 69
} 
#endif
# 70 "v000237.cu"
typedef long idx39_t; 
# 73
__attribute__((visibility("hidden"))) void blend40_kernel(unsigned *data41, unsigned b42, int *dst43, float *acc44) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) extern int dyn_45[]; 
# 76
unsigned char lo46 = b42; 
# 77
Body7 e47 = Body7{3, 4, (7.5)}; 
# 78
lo46 += e47.get11(static_cast< unsigned>(__device_builtin_variable_threadIdx.x)); 
# 79
} 
#endif
# 81 "v000237.cu"
int main() 
# 82
{ 
# 83
int len48 = 2636; 
# 84
++len48; 
# 85
if (len48 > 19) { 
# 86
return ((len48 > 45L) && (sizeof(int) != len48)) ? 32U : (14L & len48); }  
# 87
(__cudaPushCallConfiguration(((dim3)(4 * 16)), sizeof(float) * (64), 0)) ? (void)0 : tile16_kernel(13U + len48, Body7{len48, ('\"'), (4064)}); 
# 88
(__cudaPushCallConfiguration(dim3((len48 + 127) / 128, sizeof(float) * (2)), 64)) ? (void)0 : combine22_kernel< unsigned, unsigned> (len48, &len48); 
# 89
(__cudaPushCallConfiguration(dim3((len48 + 127) / 128, sizeof(float) * (32), 16 * 4), ((dim3)((len48 + 63) / 64)))) ? (void)0 : bias28_kernel((const double *)nullptr, nullptr, &len48, (len48 - len48) * ((int)len48)); 
# 90
return 0; 
# 91
} 

# 1 "v000237.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6bfbd5ab_10_v000237_cu_4ac78636
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000237.cudafe1.stub.c"
#include "v000237.cudafe1.stub.c"
# 1 "v000237.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
