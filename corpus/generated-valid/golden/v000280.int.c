# 1 "v000280.cu"
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
# 9 "v000280.cu"
static int c_sweep2; 
# 10
__attribute__((visibility("hidden"))) void mix3(const int *coef4, size_t q5, const float *in6) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern int dyn_7[]; 
# 12
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
long f9[4] = {}; 
# 14
if (!((dyn_7[__device_builtin_variable_blockIdx.z]) >= (f9[idx8 & 3]))) { 
# 15
static_assert((9 == 9));
# 16
} else { 
# 17
do { (dyn_7[q5]) += (coef4[3]); } while (0); 
# 18
}  
# 19
const double *tmp10 = ((const double *)nullptr); 
# 20
long long z11((6)); 
# 21
} 
#endif
# 22 "v000280.cu"
int g_clamp12[] = {62, 20, (-4079), 2, 34}; 
# 23
constexpr unsigned STEPS13 = (1 << 5); 
# 24
__attribute__((unused)) void decay14(int *buf15) {int volatile ___ = 1;(void)buf15;
# 34
::exit(___);}
#if 0
# 24
{ 
# 25
auto res16 = (buf15 != (nullptr)) ? STEPS13 : c_sweep2; 
# 26
res16 = (59UL); 
# 27
if ((21) != (c_sweep2 + (res16 % (6)))) { 
# 28
float s17{(-(12.625F))}; 
# 29
static_assert((3 > 2));
# 30
}  
# 31
if (STEPS13 <= (__device_builtin_variable_blockIdx.x)) { 
# 32
return; 
# 33
}  
# 34
} 
#endif
# 35 "v000280.cu"
__attribute__((unused)) void step18(int lane19) {int volatile ___ = 1;(void)lane19;
# 44
::exit(___);}
#if 0
# 35
{ 
# 36
decay14(&lane19); 
# 37
lane19 = (c_sweep2 * 2); 
# 38
constexpr char f20 = (127); 
# 39
lane19 = (((lane19 += lane19), 43) * ((__device_builtin_variable_threadIdx.x) * (61))); 
# 40
if (lane19 != (__device_builtin_variable_threadIdx.x)) { 
# 41
return; 
# 42
}  
# 43
unsigned long long val21 = (59); 
# 44
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 45 "v000280.cu"
__attribute__((unused)) static long long shade22(int lane23) {int volatile ___ = 1;(void)lane23;
# 53
::exit(___);}
#if 0
# 45
{ 
# 46
lane23 = STEPS13; 
# 47
lane23 = ((((__device_builtin_variable_blockDim.x) <= lane23) || ((c_sweep2 == lane23) && (lane23 == lane23))) ? -((lane23 == 1) ? 62 : lane23) : STEPS13); 
# 48
if (c_sweep2 > c_sweep2) { 
# 49
return STEPS13; 
# 50
}  
# 51
do { lane23 += ((((__device_builtin_variable_warpSize >= lane23) && ((__device_builtin_variable_threadIdx.y) <= (38))) ? c_sweep2 >> lane23 : (48U - c_sweep2)) << (c_sweep2 & 58)); } while (0); 
# 52
return c_sweep2; 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 54 "v000280.cu"
void sift24(int stride25, int stride26, float cfg27) { 
# 55
constexpr float t28 = (8.0F); 
# 56
++cfg27; 
# 57
dim3 m29(STEPS13 + (480), (stride25 + 255) / 256, 8 * 8); 
# 58
(g_clamp12[3])--; 
# 59
cfg27 = (stride26 ^ sizeof(float)); 
# 60
(g_clamp12[0])--; 
# 61
if ((g_clamp12[1]) & 1) { 
# 62
return; 
# 63
}  
# 64
} 
# 65
struct Sample30 { 
# 66
unsigned y31; 
# 67
int count32; 
# 68
unsigned char sum33; 
# 69
unsigned char mix34() const { 
# 70
return ((y31) / STEPS13) - (~(sum33)); 
# 71
} 
# 72
}; 
# 73
Sample30 operator+(Sample30 a, Sample30 b) { 
# 74
Sample30 r = a; 
# 75
(r.y31) += (b.y31); 
# 76
(r.count32) += (b.count32); 
# 77
(r.sum33) += (b.sum33); 
# 78
return r; 
# 79
} 
# 80
int main() { 
# 81
int count35 = 4038; 
# 82
float t36 = count35; 
# 83
const char *k37 = ("warp size"); 
# 84
const long v38 = 1L - (((k37[0]) - (k37[0])) >> 5); 
# 85
(__cudaPushCallConfiguration((count35 + 255) / 256, 256)) ? (void)0 : mix3((const int *)nullptr, '\"', &t36); 
# 86
return 0; 
# 87
} 

# 1 "v000280.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__81fcdc03_10_v000280_cu_c_sweep2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000280.cudafe1.stub.c"
#include "v000280.cudafe1.stub.c"
# 1 "v000280.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
