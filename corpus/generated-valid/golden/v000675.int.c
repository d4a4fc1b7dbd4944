# 1 "v000675.cu"
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
# 15 "v000675.cu"
__attribute((noinline)) __attribute__((unused)) void filter5(int stride6) {int volatile ___ = 1;(void)stride6;
# 19
::exit(___);}
#if 0
# 15
{ 
# 16
stride6 = (((50 - stride6) % 1) + 20); 
# 17
float stride7 = (stride6 + (19.375F)) - ((stride6 += 50), stride6); 
# 18
unsigned long long q8 = (((stride7 += (50)), stride6)); 
# 19
} 
#endif
# 20 "v000675.cu"
static int d_pivot9; 
# 22
__attribute__((visibility("hidden"))) void sift10_kernel(int count11, double p12, int len13) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern unsigned dyn_14[]; 
# 24
len13 = ((int)((52 * count11) + ((int)count11))); 
# 25
p12 -= (14.875); 
# 26
constexpr unsigned idx15 = (30); 
# 27
__attribute__((unused)) static unsigned short sh_16[256]; 
# 28
} 
#endif
# 30 "v000675.cu"
static void host_scale17(int lane18) { 
# 31
(__cudaPushCallConfiguration(50 + 78, 128)) ? (void)0 : sift10_kernel(lane18, lane18, 26L); 
# 32
bool base19 = 1 * lane18; 
# 33
lane18 = (16 + (lane18 * 50)); 
# 34
const char *res20 = ("AB"); 
# 35
} 
# 37
__attribute__((unused)) int relax21(int count22) {int volatile ___ = 1;(void)count22;
# 43
::exit(___);}
#if 0
# 37
{ 
# 38
if ((d_pivot9 + 63) >= 15) { 
# 39
return 19; 
# 40
}  
# 41
count22 ^= count22; 
# 42
return 55; 
# 43
} 
#endif
# 44 "v000675.cu"
static float d_score23; 
# 45
constexpr unsigned RADIUS24 = (8 * 16); 
# 46
typedef float *ptr25_t; 
# 48
inline void shade26(int count27, const float *src28, int stride29) { 
# 49
long h30((10ULL)); 
# 50
if ((stride29 / (*src28)) < (45)) { 
# 51
goto done31; 
# 52
}  
# 53
count27 &= sizeof(unsigned); 
# 54
done31:; ; 
# 55
} 
# 57
__attribute__((visibility("hidden"))) void scatter32_kernel(float *dst33) ;
#if 0
# 57
{ 
# 58
if ((-d_score23) > (6)) { 
# 59
return; 
# 60
}  
# 61
d_score23 /= (d_pivot9 ^ RADIUS24); 
# 62
int val34[4] = {20, (45UL)}; 
# 63
__attribute__((unused)) static float sh_35[8]; 
# 64
int iter36 = 0; 
# 65
do { 
# 66
constexpr unsigned long w37 = (21); 
# 67
d_score23 /= RADIUS24; 
# 68
++iter36; 
# 69
} while (iter36 < iter36); 
# 70
} 
#endif
# 71 "v000675.cu"
enum Phase38 { IDLE39, MUL40, IDLE41, LOW42}; 
# 73
__attribute((always_inline)) __attribute__((unused)) inline int pivot43(unsigned cfg44) {int volatile ___ = 1;(void)cfg44;
# 79
::exit(___);}
#if 0
# 73
{ 
# 74
long off45 = (-4604); 
# 75
off45 &= ((((off45 += cfg44), RADIUS24) * (cfg44 ^ 4UL)) - off45); 
# 76
constexpr int x46 = 49; 
# 77
unsigned s47(36U); 
# 78
return 17; 
# 79
} 
#endif
# 81 "v000675.cu"
float fold48(float cfg49, float b50, int count51) { 
# 82
if (((count51 += cfg49), sizeof(float)) > ((count51 * RADIUS24) % (50 * count51))) { 
# 83
cfg49 *= (RADIUS24 / ((count51 | count51) - ((float)count51))); 
# 84
cfg49 *= (b50 - count51); 
# 85
}  
# 86
unsigned e52{RADIUS24}; 
# 87
e52 |= RADIUS24; 
# 88
count51 %= e52; 
# 89
auto off53 = e52 != (b50 - e52); 
# 90
return b50; 
# 91
} 
# 93
int main() { 
# 94
int size54 = 23; 
# 95
double mid55{(1.625)}; 
# 96
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : scatter32_kernel(nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v000675.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__afe3f9f6_10_v000675_cu_d2bbaaf5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000675.cudafe1.stub.c"
#include "v000675.cudafe1.stub.c"
# 1 "v000675.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
