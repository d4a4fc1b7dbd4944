# 1 "v001177.cu"
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
# 27 "v001177.cu"
inline double tally8(int len9, double alpha10) { 
# 28
int s11[3]{13, ('\000'), (22U)}; 
# 29
do { alpha10 += (22.125); } while (0); 
# 30
return (s11[len9]) + (21.25); 
# 31
} 
# 33
namespace _GLOBAL__N__be980a71_10_v001177_cu_89b710fb __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__be980a71_10_v001177_cu_89b710fb; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__be980a71_10_v001177_cu_89b710fb __attribute__((visibility("hidden")))  { 
# 34
void bias12(const float *__restrict__ in13) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_14[]; 
# 36
do { (dyn_14[6]) += 60; } while (0); 
# 37
float y15 = dyn_14[7]; 
# 38
(dyn_14[2]) = (tally8(tally8(y15, y15), (19.875) * (in13[6]))); 
# 39
y15 = ((int)21); 
# 40
auto w16 = tally8(~(dyn_14[1]), tally8(16, 60LL)) + y15; 
# 41
} 
#endif
# 43 "v001177.cu"
inline int pack17(int len18, long p19) { 
# 44
len18 += ((len18 == p19) ? (p19 == p19) ? 7UL : len18 : p19); 
# 45
double r20{(1.0)}; 
# 46
return (float)16; 
# 47
} 
# 48
}
# 50
__attribute__((visibility("hidden"))) void march21(const int *coef22, const int *__restrict__ in23, const float *input24) ;
#if 0
# 50
{ 
# 51
int idx25{(29UL)}; 
# 52
idx25 = (tally8(16, (unsigned)49)); 
# 53
int q26 = idx25; 
# 54
} 
#endif
# 56 "v001177.cu"
struct Vec27 { 
# 57
bool hi28; 
# 58
float id29; 
# 59
long mass30; 
# 60
int mass31; 
# 61
void mix32(long long sum33) { 
# 62
float v34 = tally8((hi28) - (mass31), (size_t)16) + (((!(hi28)) && ((32) <= sum33)) ? (16) * (id29) : (mass30)); 
# 63
(mass31) = 16; 
# 64
} 
# 65
}; 
# 67
inline Vec27 operator+(Vec27 a, Vec27 b) { 
# 68
Vec27 r = a; 
# 69
(r.id29) += (b.id29); 
# 70
(r.mass30) += (b.mass30); 
# 71
(r.mass31) += (b.mass31); 
# 72
return r; 
# 73
} 
# 75
static unsigned check_scatter35(Vec27 beta36) { 
# 76
(__cudaPushCallConfiguration(dim3(8, 256), 32 * 2, sizeof(double) * (64), nullptr)) ? (void)0 : march21(nullptr, nullptr, (const float *)nullptr); 
# 77
int s37 = (beta36.hi28) + ((float)(beta36.mass31)); 
# 78
unsigned long acc38[5]{(23U), (35), (size_t)s37, 1UL, static_cast< unsigned long>(beta36.id29)}; 
# 79
return 16; 
# 80
} 
# 82
int main() { 
# 83
int count39 = 3682; 
# 84
count39 -= ((48) * check_scatter35(Vec27{})); 
# 85
const char *w40 = ("path\\to"); 
# 86
(__cudaPushCallConfiguration(dim3(16 + 48, (count39 + 31) / 32), 16 + 48, 0)) ? (void)0 : bias12(nullptr); 
# 87
count39 |= (w40[1]); 
# 88
(__cudaPushCallConfiguration(dim3(16, sizeof(int) * (2)), sizeof(unsigned) * (16), 256, (cudaStream_t)0)) ? (void)0 : march21(&count39, &count39, (const float *)nullptr); 
# 89
(__cudaPushCallConfiguration((count39 + 255) / 256, 256)) ? (void)0 : bias12(nullptr); 
# 90
return 0; 
# 91
} 

# 1 "v001177.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__be980a71_10_v001177_cu_89b710fb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001177.cudafe1.stub.c"
#include "v001177.cudafe1.stub.c"
# 1 "v001177.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
