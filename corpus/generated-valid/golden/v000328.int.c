# 1 "v000328.cu"
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
# 9 "v000328.cu"
__attribute__((unused)) void reduce4(int len5) 
# 10
{int volatile ___ = 1;(void)len5;
# 20
::exit(___);}
#if 0
# 10
{ 
# 11
int pass6 = 0; 
# 12
while (pass6 < pass6) { 
# 13
bool m7 = ((true) + ((float)pass6)) - (((pass6 - len5) != pass6) ? +len5 : (true)); 
# 14
--len5; 
# 15
++pass6; 
# 16
}  
# 17
if (len5 > (__device_builtin_variable_warpSize / (__device_builtin_variable_threadIdx.z))) { 
# 18
return; 
# 19
}  
# 20
} 
#endif
# 22 "v000328.cu"
int tally8(const unsigned char *input9) 
# 23
{ 
# 24
if (input9 == (nullptr)) { 
# 25
return (input9[1]); 
# 26
}  
# 27
if (((input9[5]) + 0UL) == (29)) { 
# 28
return (((*input9) * (*input9)) < (input9[3])) ? 55ULL : (44); 
# 29
}  
# 30
double x10{static_cast< double>((5.125) - (*input9))}; 
# 31
if ((input9[4]) <= 44L) { 
# 32
return 'a'; 
# 33
}  
# 34
return (((*input9) * 27) % 8); 
# 35
} 
# 37
void pack11(int *dst12, signed char beta13 = 64U) 
# 38
{ 
# 39
++beta13; 
# 40
(dst12[beta13])--; 
# 41
(dst12[beta13]) = ((((*dst12) % 8) - (beta13 + beta13)) - tally8(nullptr)); 
# 42
(*dst12) = (-1); 
# 43
(dst12[beta13])--; 
# 44
} 
# 46
__attribute((always_inline)) __attribute__((unused)) inline void norm14(double q15, double alpha16) 
# 47
{int volatile ___ = 1;(void)q15;(void)alpha16;
# 52
::exit(___);}
#if 0
# 47
{ 
# 48
for (int it17 = 0; it17 < 16; it17 += 1) { 
# 49
size_t s18 = q15; 
# 50
}  
# 51
int h19 = alpha16; 
# 52
} 
#endif
# 55 "v000328.cu"
inline unsigned reduce20(unsigned q21) 
# 56
{ 
# 57
for (int n22 = 0; n22 < (3 * 5); n22++) { 
# 58
--q21; 
# 59
}  
# 60
q21--; 
# 61
if ((tally8(nullptr)) > 12UL) { 
# 62
return (8L + q21) << 3; 
# 63
}  
# 64
short y23(tally8(nullptr)); 
# 65
return tally8(nullptr); 
# 66
} 
# 68
__attribute__((visibility("hidden"))) void count24_kernel(int n25, const int *in26, int n27) ;
#if 0
# 69
{ 
# 70
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
if (i28 >= n27) { 
# 72
return; 
# 73
}  
# 74
constexpr int r29 = 45; 
# 75
for (int it30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it30 < 8; it30 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 76
switch ((short)i28) { 
# 77
case 2 * 4:  
# 78
break; 
# 79
case 4:  
# 80
case 2:  { 
# 81
unsigned char lo31[2] = {}; 
# 82
break; 
# 83
} 
# 84
default:  { 
# 85
unsigned off32[6]{43U, (static_cast< unsigned>(61)), (static_cast< unsigned>(sizeof(int))), 8U, static_cast< unsigned>(n27), (55)}; 
# 86
break; 
# 87
} 
# 88
}  
# 89
}  
# 90
if (!(('#') < n27)) { 
# 91
return; 
# 92
}  
# 93
} 
#endif
# 95 "v000328.cu"
int main() 
# 96
{ 
# 97
int size33 = 2492; 
# 98
constexpr int y34 = (5 * 4); 
# 99
(__cudaPushCallConfiguration(2 * 8, 64, sizeof(double) * (32))) ? (void)0 : count24_kernel(2, (const int *)nullptr, y34); 
# 100
size33 = (2831L * size33); 
# 101
size33 = (y34 * size33); 
# 102
float val35 = (y34); 
# 103
return 0; 
# 104
} 

# 1 "v000328.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c5a43fe8_10_v000328_cu_19c08fe5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000328.cudafe1.stub.c"
#include "v000328.cudafe1.stub.c"
# 1 "v000328.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
