# 1 "v002130.cu"
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
# 9 "v002130.cu"
__attribute__((visibility("hidden"))) void split5(int *__restrict__ acc6, float *dst7, int lane8) ;
#if 0
# 9
{ 
# 10
++lane8; 
# 11
lane8 = (lane8 % 8); 
# 12
double tmp9[7]{(static_cast< double>((19.25))), (14.875), (static_cast< double>(-63)), (static_cast< double>((4.875))), (3.0), (23.125), (8.0)}; 
# 13
} 
#endif
# 14 "v002130.cu"
__attribute__((visibility("hidden"))) void tally10_kernel(int count11) ;
#if 0
# 14
{ 
# 15
count11++; 
# 16
if (auto w12 = static_cast< unsigned long>(count11); (count11 >= sizeof(int)) && (w12 == w12)) { 
# 17
unsigned char off13 = (39); 
# 18
--count11; 
# 19
off13 |= (((count11 % 8) ^ (34 - count11)) + 21); 
# 20
}  
# 21
count11 = count11; 
# 22
int r14 = (sizeof(float)); 
# 23
} 
#endif
# 24 "v002130.cu"
static float d_stencil15[4]; 
# 25
inline long long relax16(double beta17, const float *src18) { 
# 26
for (int it19 = 5; it19 > 0; --it19) { 
# 27
int k20(52); 
# 28
if (!(k20 <= (*src18))) { 
# 29
break; 
# 30
}  
# 31
}  
# 32
int mid21 = src18[5]; 
# 33
return ((60LL) * beta17) - (30 * mid21); 
# 34
} 
# 35
inline double gather22(int n23, int n24, int stride25 = 49) { 
# 36
constexpr unsigned w26 = (3 * 3); 
# 37
n23 |= (((static_cast< unsigned>(n24 + w26)) != relax16(n23, nullptr)) ? static_cast< long>(n24 % 8) : (((stride25 != n23) ? n23 : w26) % (8))); 
# 38
return (n23 % 8); 
# 39
} 
# 40
using idx27_t = int; 
# 41
constexpr long LANES28 = (4); 
# 42
struct Vec29 { 
# 43
float x30; 
# 44
unsigned z31; 
# 45
float val32; 
# 46
idx27_t id33; 
# 47
}; 
# 48
static void spread34(const idx27_t *in35, const Vec29 p36, unsigned *__restrict__ out37, float p38) ;
#if 0
# 48
{ 
# 50
#pragma unroll 2
for (
# 50
int i39 = 0, j40 = (LANES28 + (LANES28 + (LANES28 + (3)))); i39 < j40; (++i39), (--j40)) { 
# 51
float w41[6] = {p38, (15.875F), p38}; 
# 52
((w41[i39])--), ((d_stencil15[2]) += (j40 % (3767 + i39))); 
# 53
if (((i39 & 1) ? 45 : (out37[1])) & (1)) { 
# 54
return; 
# 55
}  
# 56
}  
# 57
if (((out37[5]) * LANES28) > (d_stencil15[0])) { 
# 58
return; 
# 59
}  
# 60
unsigned r42[6]{(29), (static_cast< unsigned>(53)), (22), (51), (1), (49L)}; 
# 61
} 
#endif
# 62 "v002130.cu"
__attribute__((visibility("hidden"))) void combine43_kernel(double q44, float *out45, const signed char *coef46, unsigned *__restrict__ dst47) ;
#if 0
# 62
{ 
# 63
(d_stencil15[1]) *= (sizeof(int)); 
# 64
unsigned m48 = (38U) - (q44 + ((coef46[1]) - LANES28)); 
# 65
(dst47[m48]) |= (((7 | (*coef46)) % relax16(-31, out45)) ^ (((dst47[m48 & (7)]) % m48) | (coef46[4]))); 
# 66
if (float off49{(20.5F)}; (off49 - (m48 - q44)) == (13L)) { 
# 67
relax16((5) + q44, out45); 
# 68
idx27_t diff50 = (19U); 
# 69
}  
# 70
} 
#endif
# 71 "v002130.cu"
int main() { 
# 72
int n51 = 1081; 
# 73
{ 
# 74
for (int n52 = 0, j53 = n51; n52 < j53; (++n52), (--j53)) { 
# 75
if (gather22(LANES28, 4, sizeof(unsigned)) < (n51 | sizeof(float))) { 
# 76
if (!(45UL >= n51)) { 
# 77
return n52; 
# 78
}  
# 79
const char *v54 = ("C:\\dir"); 
# 80
}  
# 81
}  
# 82
} 
# 83
(__cudaPushCallConfiguration((8) * (LANES28 + (4)), dim3(32, 32, 2), 1024, nullptr)) ? (void)0 : split5(&n51, nullptr, static_cast< unsigned>(static_cast< unsigned>(n51))); 
# 84
(__cudaPushCallConfiguration(LANES28 + (12), 256, 0, 0)) ? (void)0 : tally10_kernel(+gather22(LANES28, n51, n51)); 
# 85
(__cudaPushCallConfiguration(LANES28 + (4), LANES28 + (LANES28 + (56)), sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : spread34(&n51, Vec29{(7.125F), (634L), static_cast< float>(n51 % 8), (-60)}, (unsigned *)nullptr, LANES28); 
# 86
return 0; 
# 87
} 

# 1 "v002130.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7278e95_10_v002130_cu_d547925c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002130.cudafe1.stub.c"
#include "v002130.cudafe1.stub.c"
# 1 "v002130.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
