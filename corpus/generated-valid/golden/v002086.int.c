# 1 "v002086.cu"
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
# 22 "v002086.cu"
__attribute__((visibility("hidden"))) void spread10(int *__restrict__ data11, const float *input12) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern int dyn_13[]; 
# 24
unsigned gid14 = __device_builtin_variable_threadIdx.x; 
# 25
(*data11) = (((((__device_builtin_variable_gridDim.x) + (__device_builtin_variable_blockIdx.y)) % (('\a') + (dyn_13[gid14]))) != (29L + (data11[gid14]))) ? gid14 / 64UL : (((data11[gid14]) + 21) % 8)); 
# 26
(dyn_13[gid14]) = ((((*data11) + (*data11)) * ((dyn_13[0]) - (dyn_13[__device_builtin_variable_blockDim.y]))) % 8); 
# 28
#pragma unroll 4
for (
# 28
int n15 = 0; n15 < 16; n15++) { }  
# 29
for (int n16 = 0; n16 < 13; ++n16) { 
# 30
int r17 = (data11[2]) - ((*data11) / (__device_builtin_variable_gridDim.x)); 
# 31
double z18 = r17; 
# 32
}  
# 33
} 
#endif
# 35 "v002086.cu"
template< class T> __attribute__((unused)) T 
# 36
tile19(T *buf20) {int volatile ___ = 1;(void)buf20;
# 43
::exit(___);}
#if 0
# 36
{ 
# 37
auto sum21 = 127U; 
# 38
for (int j22 = 0; j22 < 7; j22++) { 
# 39
(buf20[5]) = ((sum21 % (8)) / (j22 * (j22 + (15.125F)))); 
# 40
auto idx23 = 31L * ((j22 + 7) - ((26) + sum21)); 
# 41
}  
# 42
return (22.125); 
# 43
} 
#endif
# 45 "v002086.cu"
struct Body24 { 
# 46
float vel25; 
# 47
unsigned w26; 
# 48
int hi27; 
# 49
long vel28; 
# 50
long norm29() const { 
# 51
return (vel25); 
# 52
} 
# 53
}; 
# 55
Body24 operator+(Body24 a, Body24 b) { 
# 56
Body24 r = a; 
# 57
(r.vel25) += (b.vel25); 
# 58
(r.w26) += (b.w26); 
# 59
(r.hi27) += (b.hi27); 
# 60
(r.vel28) += (b.vel28); 
# 61
return r; 
# 62
} 
# 64
static int run_filter30(float *data31) { 
# 65
(data31[5]) = ((1.75F) - (*data31)); 
# 66
auto op35 = [=](float res32, int v33)->unsigned { 
# 67
(__cudaPushCallConfiguration((v33 + 127) / 128, 64)) ? (void)0 : spread10(nullptr, &res32); 
# 68
auto z34 = res32; 
# 69
return ' '; 
# 70
} ; typedef decltype(op35) __T0;
# 71
(*data31) = ((((25) - (*data31)) - ((data31[7]) - (5))) + (*data31)); 
# 72
(data31[2]) = (*data31); 
# 73
(__cudaPushCallConfiguration((2 + 2) * (2 + 2), 256, 0)) ? (void)0 : spread10(nullptr, data31 + 1); 
# 74
return 5L + (op35(data31[0], (data31[0]) + (*data31))); 
# 75
} 
# 77
int main() { 
# 78
int size36 = 1959; 
# 79
for (int n37 = 0; n37 < 15; ++n37) { 
# 80
for (int it38 = 0; it38 < 10; ++it38) { 
# 81
for (int i39 = n37; i39 > 0; --i39) { 
# 82
size36 = ((short)sizeof(int)); 
# 83
}  
# 84
static_assert((38 > 37), "tile must fit");
# 85
unsigned hi40 = (256); 
# 86
}  
# 87
}  
# 88
return 0; 
# 89
} 

# 1 "v002086.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ec033fd_10_v002086_cu_d9ef0ba9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002086.cudafe1.stub.c"
#include "v002086.cudafe1.stub.c"
# 1 "v002086.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
