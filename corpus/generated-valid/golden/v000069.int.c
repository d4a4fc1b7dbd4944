# 1 "v000069.cu"
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
# 18 "v000069.cu"
struct Node6 { 
# 19
int hi7; 
# 20
int lo8; 
# 21
int weight9; 
# 22
}; 
# 23
static double c_march10[2]; 
# 25
__attribute__((visibility("hidden"))) void accum11(int lane12, long *data13, unsigned *dst14) ;
#if 0
# 25
{ 
# 26
(*dst14) = (5L); 
# 27
lane12 = (dst14[lane12 & 7]); 
# 28
--lane12; 
# 29
++(data13[lane12]); 
# 30
} 
#endif
# 32 "v000069.cu"
unsigned long long sift15(int count16, float alpha17, unsigned q18) { 
# 33
alpha17 = alpha17; 
# 34
float s19 = (12); 
# 35
return static_cast< unsigned>(2356); 
# 36
} 
# 37
static float c_update20; 
# 38
int g_scatter21[] = {54, (-17L), 4737, 24}; 
# 40
extern "C" __attribute__((visibility("hidden"))) void pack22(int *out23, int n24, int *out25, int len26) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern float dyn_27[]; 
# 42
n24 = ((36 * (out25[len26 & 7])) ^ (n24 + len26)); 
# 43
__attribute__((unused)) static short sh_28; 
# 44
if (((c_march10[len26]) == sh_28) && (c_update20 >= (c_march10[1])) && ((25) != c_update20) && ((*out23) >= 38UL)) { 
# 45
float tmp29 = (sift15(out23[3], -(3.75F), 5) - (12)) ^ (sift15(*out23, sh_28, dyn_27[len26]) << 0); 
# 46
static_assert((7 == 7));
# 47
}  
# 48
(out23[0]) = sh_28; 
# 49
} 
#endif
# 50 "v000069.cu"
static long c_warp30; 
# 52
struct Bounds31 { 
# 53
int id32; 
# 54
double z33; 
# 55
unsigned char mass34; 
# 56
unsigned char bump35() const { 
# 57
return sift15(sift15(12, id32, 27), sizeof(int), 63); 
# 58
} 
# 59
void mix36(int val37) { 
# 60
constexpr unsigned u38 = (3 * 7); 
# 61
if ((id32) >= 12) { 
# 62
return; 
# 63
}  
# 64
} 
# 65
}; 
# 67
int main() { 
# 68
int n39 = 435; 
# 69
(g_scatter21[3]) = n39; 
# 70
Bounds31 e40 = {10, (-(8.75)), (' ')}; 
# 71
(__cudaPushCallConfiguration(12 + (12 + 8), dim3(1 << 4, 64, 4 * 2), sizeof(float) * (64))) ? (void)0 : pack22(g_scatter21, ((g_scatter21[n39]) << (e40.id32)) * (e40.mass34), g_scatter21, static_cast< float>((14.125F) - n39)); 
# 72
(__cudaPushCallConfiguration(dim3(2, sizeof(float) * (2)), dim3(1 << 2, 1, sizeof(int) * (32)), 0)) ? (void)0 : accum11(((unsigned)1782UL) / sift15(42, e40.mass34, n39), nullptr, nullptr); 
# 73
return 0; 
# 74
} 

# 1 "v000069.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e0c8ce3_10_v000069_cu_2ae9ffbb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000069.cudafe1.stub.c"
#include "v000069.cudafe1.stub.c"
# 1 "v000069.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
