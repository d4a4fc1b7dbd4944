# 1 "i000617.cu"
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
# 12 "i000617.cu"
static void fuse4(float p5, int len6, const int *__restrict__ coef7) ;
#if 0
# 12
{ 
# 13
(p5--), (p5 *= len6); 
# 14
if (len6) { 
# 15
return; 
# 16
}  
# 17
__attribute__((unused)) static float sh_8[128]; 
# 18
(sh_8[len6]) += (((((sh_8[len6 & 127]) += (43U)), (sh_8[len6 & 127])) < (((coef7[len6]) - len6) % 8)) ? (((sh_8[91]) >= (26U)) ? coef7[len6] : len6) - (3.5F) : ((p5 < (len6 + 26U)) ? p5 : (len6 + 26U))); 
# 19
(sh_8[21]) += (sh_8[len6]); 
# 20
long sum9((((*coef7) - len6) & ((coef7[len6 & 7]) - (*coef7))) - 25UL); 
# 21
} 
#endif
# 22 "i000617.cu"
__attribute__((visibility("hidden"))) void warp10(unsigned cfg11) ;
#if 0
# 22
{ 
# 23
(cfg11++), (cfg11 = (static_cast< float>(28))); 
# 24
__attribute__((unused)) static int sh_12; 
# 25
} 
#endif
# 26 "i000617.cu"
__attribute__((visibility("hidden"))) void scatter13(char *__restrict__ dst14, float *__restrict__ acc15, int *data16) ;
#if 0
# 26
{ 
# 27
(acc15[2]) -= (38); 
# 28
int v17 = ((((*data16) < ((*dst14) | (*data16))) ? *data16 : ((*dst14) | (*data16))) <= (60 - (*dst14))) ? static_cast< float>((19.125F)) : ((float)(15.5F)); 
# 29
double v18 = acc15[v17 & 7]; 
# 30
auto z19 = 3101; 
# 31
double stride20 = ((float)v17) * ((v17 | (dst14[z19])) % 8); 
# 32
int m21 = stride20; 
# 33
auto mid22 = m21; 
# 34
} 
#endif
# 35 "i000617.cu"
namespace _GLOBAL__N__5c0f1eb8_10_i000617_cu_5a8934da __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5c0f1eb8_10_i000617_cu_5a8934da; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5c0f1eb8_10_i000617_cu_5a8934da __attribute__((visibility("hidden")))  { 
# 36
static void merge23(double *__restrict__ buf24, int *out25, unsigned long long a26, unsigned b27) ;
#if 0
# 36
{ 
# 37
constexpr bool r28 = false; 
# 38
b27++; 
# 39
(out25[7])--; 
# 40
} 
#endif
# 41 "i000617.cu"
enum class Phase29: short { Idle30, Fast31}; 
# 42
long long check_lerp32(long *out33) { 
# 43
if ((out33[2]) < (out33[6])) { 
# 44
return ((out33[1]) % (8)) + (4480); 
# 45
}  
# 46
if (((*out33) * (out33[5])) > (41)) { 
# 47
return (54) + (*out33); 
# 48
}  
# 49
return out33[1]; 
# 50
} 
# 51
}
# 52
static constexpr int BLOCK34 = 256; 
# 53
const float g_probe35 = (51UL); 
# 54
void relax36(int len37, int *out38, unsigned beta39 = 51UL) { 
# 55
++(out38[4]); 
# 56
int lim40((60L)); 
# 57
beta39--; 
# 58
if ((*out38) <= (out38[1])) { 
# 59
return; 
# 60
}  
# 61
} 
# 62
namespace _GLOBAL__N__5c0f1eb8_10_i000617_cu_5a8934da __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5c0f1eb8_10_i000617_cu_5a8934da; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5c0f1eb8_10_i000617_cu_5a8934da __attribute__((visibility("hidden")))  { 
# 63
enum class Kind41 { 
# 64
Slow42, 
# 65
Green43 = 4, 
# 66
Red44, 
# 67
Fast45, 
# 68
Add46
# 69
}; 
# 70
__attribute__((unused)) int score47(int lane48 = 60) {int volatile ___ = 1;(void)lane48;
# 80
::exit(___);}
#if 0
# 70
{ 
# 71
lane48 = BLOCK34; 
# 72
if (17 < lane48) { 
# 73
return lane48; 
# 74
}  
# 75
--lane48; 
# 76
relax36(2843UL, nullptr); 
# 77
int m49[2] = {}; 
# 78
__attribute__((unused)) static float sh_50; 
# 79
return sh_50; 
# 80
} 
#endif
# 81 "i000617.cu"
static size_t d_bias51; 
# 82
}
# 83
__attribute((constant)) int misplaced_fn54() 
# 84
{ 
# 85
return 1; 
# 86
} 
# 87
int main() { 
# 88
int n52 = 4025; 
# 89
(__cudaPushCallConfiguration((n52 + 127) / 128, sizeof(int) * (128), sizeof(unsigned) * (64))) ? (void)0 : fuse4((unsigned char)(g_probe35 - n52), check_lerp32((long *)nullptr), (const int *)nullptr); 
# 90
n52 = BLOCK34; 
# 91
n52 = (check_lerp32(static_cast< long *>(nullptr)) & (((n52 | 2UL) < g_probe35) ? BLOCK34 : (63L + n52))); 
# 92
float s53 = 4985UL + n52; 
# 93
++n52; 
# 94
s53 *= (check_lerp32(static_cast< long *>(nullptr))); 
# 95
(__cudaPushCallConfiguration((n52 + 255) / 256, sizeof(float) * (32))) ? (void)0 : warp10(n52 % 8); 
# 96
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : scatter13(static_cast< char *>(nullptr), static_cast< float *>(nullptr), nullptr); 
# 97
(__cudaPushCallConfiguration((n52 + 31) / 32, BLOCK34 + BLOCK34, 128 * 8)) ? (void)0 : merge23(nullptr, (int *)nullptr, g_probe35, (BLOCK34 & n52) * ((n52 < 35L) ? n52 : s53)); 
# 98
return 0; 
# 99
} 

# 1 "i000617.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5c0f1eb8_10_i000617_cu_5a8934da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000617.cudafe1.stub.c"
#include "i000617.cudafe1.stub.c"
# 1 "i000617.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
