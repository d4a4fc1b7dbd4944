# 1 "v001273.cu"
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
# 8 "v001273.cu"
double clamp3(int len4) { 
# 9
unsigned y5 = static_cast< int>(len4); 
# 10
y5 = (37); 
# 11
int w6 = 0; 
# 12
while (w6 < len4) { 
# 13
++y5; 
# 14
size_t x7 = ((float)len4) - (48L); 
# 15
++w6; 
# 16
}  
# 17
return static_cast< int>(16 / len4); 
# 18
} 
# 20
constexpr int probe8(int n9, unsigned beta10) { 
# 21
constexpr int k11 = 23; 
# 22
n9 = ((unsigned)((16 == n9) ? 2959U + beta10 : (k11 * n9))); 
# 23
return k11; 
# 24
} 
# 27
__attribute__((visibility("hidden"))) void tile12_kernel(float *out13, int count14, bool q15) ;
#if 0
# 27
{ 
# 28
__attribute__((unused)) extern int dyn_16[]; 
# 29
__attribute__((unused)) static float sh_17[256]; 
# 30
__attribute__((unused)) static unsigned long long sh_18[128]; 
# 31
++(sh_18[65]); 
# 32
float hi19 = count14; 
# 33
for (auto res20 : sh_17) { 
# 34
if (res20 > (3LL)) { 
# 35
continue; 
# 36
}  
# 37
__attribute__((unused)) static float sh_21; 
# 38
}   
# 39
} 
#endif
# 41 "v001273.cu"
__attribute__((visibility("hidden"))) void shade22_kernel(int lane23) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern unsigned dyn_24[]; 
# 43
int iter25 = 0; 
# 44
while (iter25 < iter25) { 
# 45
__attribute__((unused)) static int sh_26[16]; 
# 46
if (iter25 != (sh_26[iter25])) { 
# 47
return; 
# 48
}  
# 49
++iter25; 
# 50
}  
# 51
} 
#endif
# 52 "v001273.cu"
enum class Mode27: unsigned { On28, On29 = 5U}; 
# 54
__attribute__((visibility("hidden"))) void drift30(int *dst31, int lane32) ;
#if 0
# 54
{ 
# 55
(*dst31) = 47; 
# 56
lane32 = 55; 
# 57
(dst31[lane32]) = (-2667); 
# 58
Mode27 idx33 = Mode27::On28; 
# 59
__attribute__((unused)) static unsigned sh_34; 
# 60
int idx35 = lane32; 
# 61
} 
#endif
# 63 "v001273.cu"
int main() { 
# 64
int n36 = 539; 
# 65
if (n36 - n36) { 
# 66
return n36; 
# 67
}  
# 68
{ 
# 69
n36 = ((float)((n36 == 32) ? 9 : n36)); 
# 70
--n36; 
# 71
} 
# 72
bool off37 = n36 > 60U; 
# 73
(__cudaPushCallConfiguration(dim3((n36 + 127) / 128, 1), 32)) ? (void)0 : tile12_kernel(nullptr, n36, !off37); 
# 74
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), sizeof(unsigned) * (32), 0)) ? (void)0 : shade22_kernel(off37); 
# 75
(__cudaPushCallConfiguration(((dim3)(sizeof(int))), 16 + (16 + (16 + 16)))) ? (void)0 : drift30(nullptr, ((n36 += 6), n36)); 
# 76
return 0; 
# 77
} 

# 1 "v001273.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b76eef88_10_v001273_cu_33c91847
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001273.cudafe1.stub.c"
#include "v001273.cudafe1.stub.c"
# 1 "v001273.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
