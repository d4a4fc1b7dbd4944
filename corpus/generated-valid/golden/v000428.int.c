# 1 "v000428.cu"
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
# 11 "v000428.cu"
struct Tile4 { 
# 12
float id5; 
# 13
unsigned short x6; 
# 14
float apply7(float w8) const { 
# 15
return 3 << ((long)w8); 
# 16
} 
# 17
}; 
# 18
__attribute((always_inline)) __attribute__((unused)) inline void mix9(int stride10, unsigned long a11, int lane12) {int volatile ___ = 1;(void)stride10;(void)a11;(void)lane12;
# 32
::exit(___);}
#if 0
# 18
{ 
# 19
(++stride10), (stride10 = 2789); 
# 20
if ((stride10 >> stride10) != a11) { 
# 21
return; 
# 22
}  
# 23
for (int n13 = 0; n13 < stride10; n13++) { 
# 24
if ((lane12 + 45) == 40) { 
# 25
continue; 
# 26
}  
# 27
}  
# 28
lane12 = ((stride10 += 7UL), ((a11 + a11) + (stride10 + a11))); 
# 29
if (lane12 > 45) { 
# 30
return; 
# 31
}  
# 32
} 
#endif
# 33 "v000428.cu"
constexpr int RADIUS14 = ((sizeof(int) * (2)) * (3 + 1)); 
# 34
struct Pixel15 { 
# 35
long long weight16; 
# 36
unsigned mass17; 
# 37
void reset18(int z19) { 
# 38
float f20 = weight16; 
# 39
float u21 = (4.125F); 
# 40
} 
# 41
long long norm22() const { 
# 42
return 62 << (weight16); 
# 43
} 
# 44
}; 
# 45
__attribute__((unused)) unsigned kick23(double beta24) {int volatile ___ = 1;(void)beta24;
# 49
::exit(___);}
#if 0
# 45
{ 
# 46
beta24 = (RADIUS14 / beta24); 
# 47
int y25 = (5L); 
# 48
return 18; 
# 49
} 
#endif
# 50 "v000428.cu"
__attribute__((visibility("hidden"))) void score26_kernel(double q27, const int *input28, int *out29) ;
#if 0
# 50
{ 
# 51
(out29[6]) = (q27 - (3 - (*out29))); 
# 52
(*out29) = (8 * ((*out29) * 45)); 
# 53
} 
#endif
# 54 "v000428.cu"
__attribute__((visibility("hidden"))) void probe30_kernel(int *dst31, unsigned *buf32, int count33) ;
#if 0
# 54
{ 
# 55
__attribute__((unused)) extern int dyn_34[]; 
# 56
for (int it35 = 0; it35 < (2 * 6); ++it35) { 
# 57
int base36[8] = {static_cast< int>((dyn_34[count33]) - ('#')), count33, 48, 9}; 
# 58
(base36[count33]) = 11; 
# 59
(*dst31) = it35; 
# 60
}  
# 61
} 
#endif
# 62 "v000428.cu"
int main() { 
# 63
int size37 = 1355; 
# 64
(__cudaPushCallConfiguration(512, 1 << 9, 4096, nullptr)) ? (void)0 : score26_kernel(RADIUS14, nullptr, nullptr); 
# 65
size37 = size37; 
# 66
float f38{(52)}; 
# 67
(__cudaPushCallConfiguration(dim3(3 + (RADIUS14 + 29), 1), dim3((size37 + 31) / 32, 32, 8), 512 * (3 + 5), 0)) ? (void)0 : probe30_kernel((int *)nullptr, (unsigned *)nullptr, size37); 
# 68
return 0; 
# 69
} 

# 1 "v000428.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8a10f50_10_v000428_cu_02efee3c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000428.cudafe1.stub.c"
#include "v000428.cudafe1.stub.c"
# 1 "v000428.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
