# 1 "v001135.cu"
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
# 14 "v001135.cu"
__attribute__((visibility("hidden"))) void update7(float p8) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern double dyn_9[]; 
# 16
p8 = (12); 
# 17
int tmp10 = (2078L) - p8; 
# 18
} 
#endif
# 20 "v001135.cu"
float blend11(const long long *input12) { 
# 21
for (int n13 = 2; n13 > 0; --n13) { 
# 22
if (((input12[n13 & 7]) > ((input12[6]) * (51L))) && (n13 <= 12)) { 
# 23
long cnt14 = (((12) + (*input12)) & n13) * (38L); 
# 24
int diff15 = 12; 
# 25
}  
# 26
}  
# 27
return 44; 
# 28
} 
# 30
namespace img16 { 
# 31
__attribute__((visibility("hidden"))) void clamp17_kernel(int *__restrict__ dst18, int *__restrict__ acc19, int stride20) ;
#if 0
# 31
{ 
# 32
(acc19[stride20 & 7])++; 
# 33
(*acc19) <<= 1; 
# 34
} 
#endif
# 35 "v001135.cu"
unsigned g_relax21[] = {(52), (50), (51), (24), (' '), (64)}; 
# 36
}
# 37
double g_relax22[] = {(23.5), (-(21.875)), ('a'), (60)}; 
# 40
constexpr int pivot23(int len24) { 
# 41
return 12 + len24; 
# 42
} 
# 44
namespace img25 { namespace sub26 { 
# 45
__attribute__((visibility("hidden"))) void split27_kernel(unsigned *__restrict__ acc28) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern double dyn_29[]; 
# 47
(dyn_29[0]) = (dyn_29[3]); 
# 48
__attribute__((unused)) static int sh_30; 
# 49
if ((dyn_29[2]) <= (sh_30 * (*acc28))) { 
# 50
return; 
# 51
}  
# 52
sh_30 ^= (((short)pivot23(dyn_29[sh_30 & 7])) * (((*acc28) + sh_30) + ((*acc28) | (2)))); 
# 53
(acc28[sh_30 & 7]) -= blend11(nullptr); 
# 54
} 
#endif
# 55 "v001135.cu"
typedef unsigned idx31_t; 
# 56
using ptr32_t = float *; 
# 57
}}
# 59
namespace impl33 { namespace sub34 { 
# 60
__attribute__((visibility("hidden"))) void fuse35(unsigned *out36, int *__restrict__ buf37, unsigned *acc38) ;
#if 0
# 60
{ 
# 61
(buf37[6]) += (*out36); 
# 62
const float z39 = +(acc38[6]); 
# 63
} 
#endif
# 64 "v001135.cu"
}}
# 66
unsigned shade40(int stride41, int len42, int lane43) { 
# 67
blend11(nullptr); 
# 68
for (int it44 = 12; it44 > 0; --it44) { 
# 69
cudaStream_t w45 = ((cudaStream_t)0); 
# 70
for (int it46 = 0; it46 < it44; it46 += 1) { 
# 71
double mid47 = pivot23(static_cast< long long>((unsigned)lane43)); 
# 72
const long long res48 = blend11(nullptr); 
# 73
}  
# 74
}  
# 75
return pivot23(((img16::g_relax21[stride41]) | (24)) - ((stride41 += 4), stride41)); 
# 76
} 
# 78
int main() { 
# 79
int n49 = 680; 
# 80
(__cudaPushCallConfiguration(16, 4 + 60)) ? (void)0 : update7((((img16::g_relax21[0]) += (img16::g_relax21[2])), (n49 + 5))); 
# 81
for (int j50 = 0; j50 < 3; j50++) { 
# 82
--(g_relax22[j50]); 
# 83
(__cudaPushCallConfiguration((j50 + 63) / 64, 64 * (4 + 4), 1024, nullptr)) ? (void)0 : img16::clamp17_kernel(nullptr, &n49, 12); 
# 84
}  
# 85
img25::sub26::idx31_t res51 = (35); 
# 86
(__cudaPushCallConfiguration(1 << (4 + 3), 4 + (4 + (12 + 108)))) ? (void)0 : img25::sub26::split27_kernel(&res51); 
# 87
(__cudaPushCallConfiguration(sizeof(float) * (12 + (12 + (4 + 100))), 1 << 6)) ? (void)0 : impl33::sub34::fuse35(&res51, &n49, &res51); 
# 88
return 0; 
# 89
} 

# 1 "v001135.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e111643a_10_v001135_cu_c5df25a3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001135.cudafe1.stub.c"
#include "v001135.cudafe1.stub.c"
# 1 "v001135.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
