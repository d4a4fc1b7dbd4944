# 1 "v000849.cu"
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
# 6 "v000849.cu"
enum class State2 { Slow3, Busy4 = 2, Slow5}; 
# 8
__attribute__((visibility("hidden"))) void gather6_kernel(const int *input7) ;
#if 0
# 9
{ 
# 10
double acc8 = (35ULL); 
# 11
if ((*input7) >= (acc8 / (2))) { 
# 12
int q9[6]{(17UL), (6UL), (int)acc8, 2455, 1131, (static_cast< int>(sizeof(int)))}; 
# 13
}  
# 14
++acc8; 
# 15
acc8--; 
# 16
acc8 += (616U - (input7[6])); 
# 17
int v10[8] = {}; 
# 18
} 
#endif
# 20 "v000849.cu"
namespace _GLOBAL__N__989f5dee_10_v000849_cu_6a88bc68 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__989f5dee_10_v000849_cu_6a88bc68; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__989f5dee_10_v000849_cu_6a88bc68 __attribute__((visibility("hidden")))  { 
# 21
void fuse11(const float *coef12, int stride13, int *__restrict__ acc14, unsigned cfg15) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern int dyn_16[]; 
# 24
int diff17 = (-39); 
# 25
stride13 += (dyn_16[0]); 
# 26
if (stride13 * 34U) { 
# 27
return; }  
# 28
} 
#endif
# 29 "v000849.cu"
}
# 36
__attribute__((visibility("hidden"))) void map_sift19(unsigned *data, int n) ;
#if 0
# 36
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 38 "v000849.cu"
static void rank20(unsigned a21, const int *__restrict__ src22) ;
#if 0
# 39
{ 
# 41
#pragma unroll
for (
# 41
int i23 = 0, j24 = 5; i23 < j24; (++i23), (--j24)) { 
# 42
if (src22 != (nullptr)) { 
# 43
break; }  
# 44
int lim25[2] = {(56L)}; 
# 45
}  
# 46
} 
#endif
# 49 "v000849.cu"
void check_pack26(const float *src27, int n28, int lane29) 
# 50
{ 
# 51
lane29 = ((*src27) * (21ULL)); 
# 52
n28 = (-4); 
# 53
State2 m30 = State2::Busy4; 
# 54
} 
# 56
__attribute__((visibility("hidden"))) void clamp31_kernel(unsigned long long p32, signed char *out33, const float *__restrict__ input34, const double *coef35) ;
#if 0
# 57
{ 
# 58
p32++; 
# 59
(*out33) *= (+(35 + ((*out33) ^ (out33[p32])))); 
# 60
(out33[p32 & (7)]) |= p32; 
# 61
constexpr float diff36 = (6.625F); 
# 62
constexpr float tmp37 = (-26LL); 
# 63
p32 &= (((int)(18U | (*out33))) << p32); 
# 64
} 
#endif
# 66 "v000849.cu"
__attribute__((visibility("hidden"))) void sweep38(int len39, int *out40, unsigned *out41) ;
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern unsigned dyn_42[]; 
# 69
double cnt43[3] = {}; 
# 70
(out41[5]) |= (62L >> (dyn_42[len39])); 
# 71
len39 <<= len39; 
# 72
} 
#endif
# 74 "v000849.cu"
namespace impl44 { 
# 75
constexpr int STEPS45 = 4; 
# 76
}
# 78
__attribute__((visibility("hidden"))) void pivot46_kernel(State2 beta47) ;
#if 0
# 79
{ 
# 80
if (true) { 
# 81
float x48[7] = {(-(6.875F)), (44U), ((float)impl44::STEPS45), (static_cast< float>(34)), (10.0F), (23.25F), (5.75F)}; 
# 82
long w49 = (impl44::STEPS45); 
# 83
++w49; 
# 84
} else { 
# 85
}  
# 86
} 
#endif
# 87 "v000849.cu"
enum class Kind50: short { Off51, Blue52, Red53 = 4, High54}; 
# 89
int main() 
# 90
{ 
# 91
int n55 = 3967; 
# 92
auto mid56 = (816U & n55) * impl44::STEPS45; 
# 93
if ((31) > mid56) { 
# 94
return mid56; }  
# 95
if (impl44::STEPS45 == mid56) { 
# 96
if (n55 >= ('0')) { 
# 97
return 4320UL; }  
# 98
}  
# 99
n55 = impl44::STEPS45; 
# 100
(__cudaPushCallConfiguration(impl44::STEPS45 + (impl44::STEPS45 + (impl44::STEPS45 + 116)), impl44::STEPS45 + (impl44::STEPS45 + (impl44::STEPS45 + 244)), sizeof(float) * (256))) ? (void)0 : gather6_kernel((const int *)nullptr); 
# 101
(__cudaPushCallConfiguration((n55 + 127) / 128, 256, 0)) ? (void)0 : fuse11(nullptr, (n55 / 2) / mid56, (int *)nullptr, 42); 
# 102
(__cudaPushCallConfiguration((impl44::STEPS45 + (impl44::STEPS45 + 8)) * (impl44::STEPS45 + 4), (impl44::STEPS45 + (impl44::STEPS45 + (impl44::STEPS45 + 4))) * (impl44::STEPS45 + 4))) ? (void)0 : map_sift19(nullptr, (n55 | 72L) / (2)); 
# 103
return 0; 
# 104
} 

# 1 "v000849.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__989f5dee_10_v000849_cu_6a88bc68
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000849.cudafe1.stub.c"
#include "v000849.cudafe1.stub.c"
# 1 "v000849.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
