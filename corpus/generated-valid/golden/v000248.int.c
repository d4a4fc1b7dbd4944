# 1 "v000248.cu"
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
# 16 "v000248.cu"
class Acc7 { 
# 17
double x8; 
# 18
unsigned sum9; 
# 19
int id10; 
# 21
public: Acc7(double a11, unsigned a12, int a13) : x8(a11), sum9(a12), id10(a13) { } 
# 22
unsigned get14(unsigned val15) const 
# 23
{ 
# 24
Acc7 val16{(6.0), 7U, 2}; 
# 25
val15 = ((((sum9) > val15) ? ((id10) < (id10)) ? id10 : (id10) : ((x8) - (id10))) - (~(val15 & (58)))); 
# 26
return (val15 - (8)) + ((30) + (x8)); 
# 27
} 
# 28
}; 
# 29
constexpr int TILE17 = 64; 
# 30
double g_march18[] = {(-(4.125)), (6.875), (-(11.875)), (25), (-(15.5))}; 
# 32
__attribute__((visibility("hidden"))) void march19_kernel(int lane20) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern long dyn_21[]; 
# 35
int f22 = __device_builtin_variable_gridDim.x; 
# 36
f22 = f22; 
# 37
int z23 = dyn_21[5]; 
# 38
constexpr long mid24 = (4502); 
# 39
lane20 = 32; 
# 40
z23 = ((float)__device_builtin_variable_warpSize); 
# 41
__attribute__((unused)) static double sh_25[4 * 4]; 
# 42
} 
#endif
# 43 "v000248.cu"
typedef Acc7 rec26_t; 
# 45
__attribute__((visibility("hidden"))) void lerp27(float p28, float *dst29) ;
#if 0
# 46
{ 
# 47
{ 
# 48
static_assert(((8 + 31) == 39), "tile must fit");
# 49
__attribute__((unused)) static long sh_30; 
# 50
} 
# 51
p28 = TILE17; 
# 52
auto hi31 = dst29[__device_builtin_variable_blockDim.z]; 
# 53
} 
#endif
# 55 "v000248.cu"
void step32(float q33, short beta34, unsigned alpha35 = 4) 
# 56
{ 
# 57
{ 
# 58
float v36 = (54); 
# 59
int w37 = 0; 
# 60
do { 
# 61
if (21L >= alpha35) { 
# 62
return; 
# 63
}  
# 64
++w37; 
# 65
} while ((w37 < w37) && (((double)alpha35) != TILE17)); 
# 66
} 
# 67
for (int j38 = beta34; j38 > 0; --j38) { 
# 68
beta34 = (49); 
# 69
(g_march18[beta34]) = ((((j38 & 15) & 15) < ((static_cast< int>(128)) + alpha35)) ? (j38 & 15) & 15 : ((static_cast< int>(128)) + alpha35)); 
# 70
}  
# 71
} 
# 73
int main() 
# 74
{ 
# 75
int count39 = 717; 
# 76
if (((g_march18[count39]) != TILE17) || ((g_march18[count39]) < (g_march18[count39]))) { 
# 77
return ~(57U + count39); 
# 78
}  
# 79
(g_march18[2]) = (19.25); 
# 80
(__cudaPushCallConfiguration((count39 + 63) / 64, TILE17 + 448, 0)) ? (void)0 : march19_kernel((TILE17 * (g_march18[count39])) + ((count39 != count39) ? TILE17 : count39)); 
# 81
(__cudaPushCallConfiguration(dim3((count39 + 255) / 256, (count39 + 127) / 128), sizeof(unsigned) * (8 + (8 + (8 + 8))))) ? (void)0 : lerp27(count39 + 1, static_cast< float *>(nullptr)); 
# 82
return 0; 
# 83
} 

# 1 "v000248.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__81b819ed_10_v000248_cu_79de2685
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000248.cudafe1.stub.c"
#include "v000248.cudafe1.stub.c"
# 1 "v000248.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
