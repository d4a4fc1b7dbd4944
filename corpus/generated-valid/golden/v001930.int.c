# 1 "v001930.cu"
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
# 7 "v001930.cu"
constexpr int blend2(int stride3, int stride4) { 
# 8
double off5{static_cast< double>(stride3 + stride4)}; 
# 9
int res6 = stride3 | (5 * (stride3 << stride3)); 
# 10
return 24; 
# 11
} 
# 13
double step7(long *out8, int stride9, size_t b10) { 
# 14
if (out8 != (nullptr)) { 
# 15
goto finish16; 
# 16
}  
# 17
for (int j11 = 0; j11 < stride9; j11++) { 
# 18
b10 = (+((3775U) & (*out8))); 
# 19
for (int it12 = 0; it12 < stride9; it12++) { 
# 20
int tmp13((blend2(it12 >> 0, 18) > ((~it12) + ((stride9 != it12) ? stride9 : j11))) ? blend2(it12 >> 0, 18) : ((~it12) + ((stride9 != it12) ? stride9 : j11))); 
# 21
unsigned stride14 = blend2(((tmp13 > (*out8)) ? tmp13 : (*out8)) + ((stride9 > 5) ? stride9 : 5), blend2(-j11, -27LL)); 
# 22
auto e15 = 1443UL; 
# 23
}  
# 24
}  
# 25
finish16:; ; 
# 26
return blend2(stride9 & (stride9 | 38L), out8[0]); 
# 27
} 
# 29
__attribute__((visibility("hidden"))) void norm17(int *dst18, int n19, char b20) ;
#if 0
# 29
{ 
# 30
switch (n19) { 
# 31
case 3:  { 
# 32
for (int n21 = 0; n21 < n19; n21++) { 
# 33
unsigned char cnt22[2]{(static_cast< unsigned char>(53)), static_cast< unsigned char>(n21)}; 
# 34
b20 = (step7(nullptr, 22L, static_cast< float>(__device_builtin_variable_warpSize - 4))); 
# 35
}  
# 36
float r23 = blend2(n19, -57L); 
# 37
break; 
# 38
} 
# 39
}  
# 40
if ((55) >= step7(nullptr, n19, b20)) { 
# 41
return; 
# 42
}  
# 43
} 
#endif
# 45 "v001930.cu"
void check_relax24(long *dst25, const double *src26) { 
# 46
constexpr float x27 = (17.5F); 
# 47
for (int i28 = 5; i28 > 0; --i28) { 
# 48
constexpr float diff29 = (23.75F); 
# 49
int iter30 = 0; 
# 50
do { 
# 51
dim3 h31 = dim3((iter30 + 31) / 32, 64); 
# 52
if (47 <= (iter30 + 9)) { 
# 53
return; 
# 54
}  
# 55
++iter30; 
# 56
} while (iter30 < iter30); 
# 57
}  
# 58
} 
# 60
int main() { 
# 61
int count32 = 2406; 
# 62
for (int n33 = 0; n33 < 11; ++n33) { 
# 63
(__cudaPushCallConfiguration(dim3((n33 + 63) / 64, 16), 32)) ? (void)0 : norm17(&count32, (n33 <= (count32 + 3)) ? n33 : n33, blend2(n33, n33) & (15 + count32)); 
# 64
(__cudaPushCallConfiguration(1, dim3((count32 + 255) / 256, 16), 0, (cudaStream_t)0)) ? (void)0 : norm17(&count32, ((27) == step7(nullptr, n33, n33)) ? 18 : 43, (63 * count32) << 7); 
# 65
}  
# 66
return 0; 
# 67
} 

# 1 "v001930.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3a9c1665_10_v001930_cu_0c94554c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001930.cudafe1.stub.c"
#include "v001930.cudafe1.stub.c"
# 1 "v001930.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
