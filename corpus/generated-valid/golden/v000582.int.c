# 1 "v000582.cu"
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
# 19 "v000582.cu"
static double d_drift8[32]; 
# 21
struct Sample9 { 
# 22
unsigned long hi10, val11; 
# 23
float val12; 
# 24
void reset13(float v14) { 
# 25
float val15 = (hi10) & (15); 
# 26
} 
# 27
}; 
# 29
Sample9 operator+(Sample9 a, Sample9 b) { 
# 30
Sample9 r = a; 
# 31
(r.hi10) += (b.hi10); 
# 32
(r.val11) += (b.val11); 
# 33
(r.val12) += (b.val12); 
# 34
return r; 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void combine16_kernel(const int *src17, int n18, const int *in19, int len20) ;
#if 0
# 37
{ 
# 38
(d_drift8[29])--; 
# 39
n18 = ((44U) + (d_drift8[n18])); 
# 40
} 
#endif
# 41 "v000582.cu"
typedef int *ptr21_t; 
# 43
static void tile22(int len23, const float *input24) ;
#if 0
# 43
{ 
# 44
(d_drift8[7]) = (8 - (len23 << 1)); 
# 45
bool cnt25 = (*input24) != (8); 
# 46
} 
#endif
# 49 "v000582.cu"
template< class T, class U> __attribute__((unused)) double 
# 50
smooth26(T q27) {int volatile ___ = 1;(void)q27;
# 57
::exit(___);}
#if 0
# 50
{ 
# 51
T s28 = (8); 
# 52
++q27; 
# 53
if (s28 <= (s28 - 4)) { 
# 54
return (7.25); 
# 55
}  
# 56
return s28; 
# 57
} 
#endif
# 59 "v000582.cu"
struct Vec29 { 
# 60
long flag30; 
# 61
unsigned short id31; 
# 62
float vel32; 
# 63
long long count33; 
# 64
void bump34(long acc35) { 
# 65
(count33) = acc35; 
# 66
} 
# 67
}; 
# 69
__attribute__((visibility("hidden"))) void clamp36_kernel(long alpha37, Vec29 p38, const int *in39, const int *coef40) ;
#if 0
# 69
{ 
# 70
constexpr float idx41 = (4.5F); 
# 71
if (in39 == (nullptr)) { 
# 72
return; 
# 73
}  
# 74
alpha37 = (smooth26< double, unsigned> (idx41 - (d_drift8[alpha37])) * smooth26< unsigned, long> ((p38.count33) | alpha37)); 
# 75
} 
#endif
# 77 "v000582.cu"
int main() { 
# 78
int count42 = 229; 
# 79
count42 = ((count42 >> count42) & 15); 
# 80
for (int n43 = 3; n43 > 0; --n43) { 
# 81
count42 = n43; 
# 82
count42 = (count42 & 15); 
# 83
}  
# 84
constexpr int sum44 = 53; 
# 85
cudaStream_t flag45 = (0); 
# 86
(__cudaPushCallConfiguration(2, 8 + 504)) ? (void)0 : combine16_kernel(&sum44, 45U, &sum44, 58L * count42); 
# 87
(__cudaPushCallConfiguration(4, 64, 256, flag45)) ? (void)0 : tile22(count42, (const float *)nullptr); 
# 88
(__cudaPushCallConfiguration(128, 16 + 16, 0, flag45)) ? (void)0 : clamp36_kernel(5, Vec29{}, &count42, &sum44); 
# 89
return 0; 
# 90
} 

# 1 "v000582.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__36f02430_10_v000582_cu_c045b753
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000582.cudafe1.stub.c"
#include "v000582.cudafe1.stub.c"
# 1 "v000582.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
