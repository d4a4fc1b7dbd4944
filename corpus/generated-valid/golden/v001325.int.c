# 1 "v001325.cu"
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
# 14 "v001325.cu"
static float c_stencil5; 
# 15
static int c_blend6; 
# 17
int run_spread7(const double *in8) { 
# 18
if (!in8) { 
# 19
return in8[7]; 
# 20
}  
# 21
return 11; 
# 22
} 
# 24
__attribute__((unused)) unsigned short step9(signed char p10) {int volatile ___ = 1;(void)p10;
# 30
::exit(___);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) static float sh_11; 
# 26
sh_11 = (sizeof(double)); 
# 27
p10 = (sizeof(double)); 
# 28
unsigned u12[7] = {(32UL), (20LL), (1524), (14UL), static_cast< unsigned>(p10), (13)}; 
# 29
return ((c_stencil5 * (u12[c_blend6])) - (16)) * (24); 
# 30
} 
#endif
# 32 "v001325.cu"
template< class T> 
# 33
struct Particle13 { 
# 34
T lo14; 
# 35
int vel15; 
# 36
void get16(T tmp17) { 
# 37
float r18 = (29U); 
# 38
} 
# 39
}; 
# 41
__attribute__((unused)) inline void stencil19(float alpha20) {int volatile ___ = 1;(void)alpha20;
# 51
::exit(___);}
#if 0
# 41
{ 
# 42
constexpr unsigned off21 = (31L); 
# 43
alpha20 = (alpha20 * ((sizeof(unsigned)) + alpha20)); 
# 44
auto tmp22 = 29; 
# 45
if ((alpha20 == c_stencil5) && (c_stencil5 > (24))) { 
# 46
alpha20 = (1192U * (-c_blend6)); 
# 47
Particle13< int>  lim23{c_blend6, 1061}; 
# 48
float *q24 = (nullptr); 
# 49
} else { 
# 50
}  
# 51
} 
#endif
# 52 "v001325.cu"
using rec25_t = Particle13< double> ; 
# 54
__attribute__((visibility("hidden"))) void probe26(int *data27) ;
#if 0
# 54
{ 
# 55
__attribute__((unused)) extern int dyn_28[]; 
# 56
if ((dyn_28[c_blend6]) < (*data27)) { 
# 57
return; 
# 58
}  
# 59
(dyn_28[c_blend6]) = ((dyn_28[c_blend6]) * (24 >> ((data27[6]) - 5))); 
# 60
(dyn_28[c_blend6]) = (((c_blend6 * c_stencil5) + (7)) + (22ULL)); 
# 61
if (!((dyn_28[c_blend6]) != 44)) { 
# 62
float *base29 = (nullptr); 
# 63
(dyn_28[c_blend6]) = c_blend6; 
# 64
}  
# 65
} 
#endif
# 67 "v001325.cu"
int main() { 
# 68
int size30 = 1293; 
# 69
static_assert(((2 + 9) > 10));
# 70
(__cudaPushCallConfiguration(64, 16 + (16 + 224))) ? (void)0 : probe26(&size30); 
# 71
Particle13< int>  t31{3, 2}; 
# 72
t31 = Particle13< int> {}; 
# 73
return 0; 
# 74
} 

# 1 "v001325.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91b9ec81_10_v001325_cu_c11c24e6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001325.cudafe1.stub.c"
#include "v001325.cudafe1.stub.c"
# 1 "v001325.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
