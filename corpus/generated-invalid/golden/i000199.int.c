# 1 "i000199.cu"
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
# 14 "i000199.cu"
struct Particle4 { 
# 15
int w5; 
# 16
unsigned short weight6; 
# 17
}; 
# 18
typedef Particle4 rec7_t; 
# 19
enum class State8 { On9, On10, Red11 = 6, Fast12}; 
# 21
namespace impl13 { 
# 22
__attribute__((visibility("hidden"))) void fold14_kernel(const Particle4 beta15, unsigned *__restrict__ out16) ;
#if 0
# 23
{ 
# 24
int idx17 = __device_builtin_variable_threadIdx.x; 
# 25
(out16[idx17]) = (beta15.w5); 
# 26
if ((beta15.w5) > ((out16[4]) * (out16[4]))) { 
# 27
auto z18 = 36; 
# 28
z18 = 16; 
# 29
z18--; 
# 30
}  
# 31
++(*out16); 
# 32
int lim19 = out16[6]; 
# 33
} 
#endif
# 35 "i000199.cu"
__attribute__((visibility("hidden"))) void tally20(Particle4 q21) ;
#if 0
# 36
{ 
# 37
unsigned idx22 = __device_builtin_variable_threadIdx.x; 
# 38
bool stride23{false}; 
# 39
if ((idx22 == (49)) || (idx22 != idx22)) { 
# 40
goto finish24; 
# 41
}  
# 42
(q21.w5)++; 
# 43
finish24:; ; 
# 44
} 
#endif
# 46 "i000199.cu"
__attribute__((visibility("hidden"))) void march25_kernel(bool b26, double *__restrict__ out27, float p28) ;
#if 0
# 47
{ 
# 48
unsigned i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
Particle4 mid30{5, (33LL)}; 
# 50
++p28; 
# 51
--p28; 
# 52
} 
#endif
# 53 "i000199.cu"
}
# 55
__attribute((always_inline)) __attribute__((unused)) inline int scale31(long alpha32, unsigned *__restrict__ dst33, int stride34) 
# 56
{int volatile ___ = 1;(void)alpha32;(void)dst33;(void)stride34;
# 67
::exit(___);}
#if 0
# 56
{ 
# 57
if (alpha32 > (__device_builtin_variable_blockDim.x)) { 
# 58
goto done35; 
# 59
}  
# 60
if ((__device_builtin_variable_threadIdx.x) != (3)) { 
# 61
return alpha32; 
# 62
}  
# 63
alpha32 = (dst33[stride34]); 
# 64
stride34 = (*dst33); 
# 65
done35:; ; 
# 66
return (3332) * (__device_builtin_variable_blockDim.x); 
# 67
} 
#endif
# 69 "i000199.cu"
__attribute__((unused)) int march36(float p37, const int *coef38, int len39) 
# 70
{int volatile ___ = 1;(void)p37;(void)coef38;(void)len39;
# 77
::exit(___);}
#if 0
# 70
{ 
# 71
short hi40(len39); 
# 72
len39 = p37; 
# 73
if (((7 != hi40) ? 7 : p37) == hi40) { 
# 74
return ((hi40 + 52) * (hi40 + 52)); 
# 75
}  
# 76
return 8 / ((len39 * 2376) * (394 * hi40)); 
# 77
} 
#endif
# 79 "i000199.cu"
__attribute__((visibility("hidden"))) void blend41(int len42) ;
#if 0
# 80
{ 
# 81
__attribute__((unused)) extern float dyn_43[]; 
# 82
(dyn_43[len42]) = (march36(__device_builtin_variable_blockDim.x, &len42, -25) - 8); 
# 83
(dyn_43[len42]) = ((scale31((sizeof(int)) + (dyn_43[len42]), nullptr, __device_builtin_variable_threadIdx.x)) + ((unsigned)len42)); 
# 84
march36(march36(len42 + (13.5F), &len42, __device_builtin_variable_threadIdx.y), &len42, 3); 
# 85
if (((__device_builtin_variable_threadIdx.y) == (58)) && (len42 > (__device_builtin_variable_blockDim.z))) { 
# 86
return; 
# 87
}  
# 88
__attribute__((unused)) static rec7_t sh_44[32]; 
# 89
if ((39) < ((dyn_43[1]) * (6))) { 
# 90
goto done45; 
# 91
}  
# 92
(sh_44[11]) = Particle4{}; 
# 93
len42 = (0UL); 
# 94
done45:; ; 
# 95
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 96 "i000199.cu"
template< class T> static void 
# 97
__wrapper__device_stub_fill_kernel49(T &value, T *&out) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 98
{ 
# 99
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 100
} 
#endif

#pragma GCC diagnostic pop

# 96 "i000199.cu"
template< class T> static void 
# 97
fill_kernel49(T value, T *out) 
# 98
{__wrapper__device_stub_fill_kernel49<T>(value,out);
# 100
return;}
#if 0
# 98
{ 
# 99
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 100
} 
#endif
# 102 "i000199.cu"
int main() 
# 103
{ 
# 104
int size46 = 809; 
# 105
struct Local50 { 
# 106
int a; 
# 107
}; 
# 108
Local50 item51 = {1}; 
# 109
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fill_kernel49(item51, (Local50 *)nullptr); 
# 110
(__cudaPushCallConfiguration(dim3((size46 + 127) / 128, 2, 1), 128)) ? (void)0 : impl13::tally20(Particle4{27, (34LL)}); 
# 111
unsigned lo47 = size46; 
# 112
if (lo47 >= size46) { 
# 113
return size46; 
# 114
}  
# 115
unsigned y48((16) / lo47); 
# 116
(__cudaPushCallConfiguration(1, 3 + 509)) ? (void)0 : impl13::fold14_kernel(Particle4{size46, (1UL)}, &y48); 
# 117
(__cudaPushCallConfiguration(dim3((lo47 + (63)) / (64), 256), 128)) ? (void)0 : impl13::march25_kernel(0, nullptr, (lo47 * (32)) * (lo47 * (32))); 
# 118
(__cudaPushCallConfiguration((size46 + 255) / 256, 16 + (16 + 224))) ? (void)0 : blend41(size46 * size46); 
# 119
return 0; 
# 120
} 

# 1 "i000199.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91a512f2_10_i000199_cu_e2afc682
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000199.cudafe1.stub.c"
#include "i000199.cudafe1.stub.c"
# 1 "i000199.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
