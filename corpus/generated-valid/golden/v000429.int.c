# 1 "v000429.cu"
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
# 6 "v000429.cu"
__attribute__((visibility("hidden"))) void bias2_kernel(float beta3, int *out4, int stride5, int n6) ;
#if 0
# 6
{ 
# 7
int tid7 = __device_builtin_variable_threadIdx.x; 
# 8
__attribute__((unused)) static int sh_8; 
# 9
unsigned short hi9 = stride5; 
# 10
(*out4) *= ((__device_builtin_variable_gridDim.y) + stride5); 
# 11
unsigned short base10 = -((hi9 > hi9) ? out4[n6] : (n6 - beta3)); 
# 12
const float acc11 = (56ULL); 
# 13
n6 = 28; 
# 14
} 
#endif
# 15 "v000429.cu"
static int d_combine12; 
# 16
struct Sample13 { 
# 17
float sum14, mass15; 
# 18
}; 
# 20
int check_accum16(int count17) { 
# 21
if (((count17 <= count17) ? 1350L : (3)) == count17) { 
# 22
goto out18; 
# 23
}  
# 24
count17 %= ((unsigned)7); 
# 25
count17 = (count17 - 45); 
# 26
out18:; ; 
# 27
return count17; 
# 28
} 
# 29
struct Stats19 { 
# 30
bool w20; 
# 31
unsigned short lo21; 
# 32
unsigned count22; 
# 33
int count23; 
# 34
}; 
# 35
enum State24 { RED25, FAST26 = 3, LOW27, SLOW28}; 
# 36
template< class T, int N> __attribute__((unused)) void 
# 37
accum29(T *dst30, const T *__restrict__ src31) {int volatile ___ = 1;(void)dst30;(void)src31;
# 41
::exit(___);}
#if 0
# 37
{ 
# 38
int lo32 = 3646; 
# 39
__attribute__((unused)) static unsigned sh_33; 
# 40
d_combine12 ^= N; 
# 41
} 
#endif
# 42 "v000429.cu"
constexpr int TILE34 = 16; 
# 43
float g_tile35[] = {(-(4.125F)), (14L), (-34LL)}; 
# 45
unsigned lerp36(double p37, const double *in38) { 
# 46
if (const double stride39 = (TILE34); ((in38[6]) / (5U)) != stride39) { 
# 47
long sum40 = (28); 
# 48
}  
# 49
p37 = ((in38 != (nullptr)) ? 2 : (19.875F)); 
# 50
p37 = ((0.75F)); 
# 51
++p37; 
# 52
Stats19 acc41 = {false, (static_cast< unsigned short>(TILE34)), (static_cast< unsigned>(TILE34)), 63}; 
# 53
return 10; 
# 54
} 
# 55
struct Body42 { 
# 56
short vel43; 
# 57
int hi44; 
# 58
double z45; 
# 59
int flag46; 
# 60
}; 
# 61
template< class T, int N> __attribute__((unused)) int 
# 62
stencil47(const T *__restrict__ coef48, const T *__restrict__ src49) {int volatile ___ = 1;(void)coef48;(void)src49;
# 74
::exit(___);}
#if 0
# 62
{ 
# 63
{ 
# 64
d_combine12 -= TILE34; 
# 65
T y50(N); 
# 66
} 
# 67
unsigned flag51 = (__device_builtin_variable_threadIdx.y) * (15); 
# 68
if (N != (*src49)) { 
# 69
goto out52; 
# 70
}  
# 71
d_combine12 &= 1; 
# 72
out52:; ; 
# 73
return TILE34 - d_combine12; 
# 74
} 
#endif
# 75 "v000429.cu"
int main() { 
# 76
int count53 = 3354; 
# 77
auto op57 = [=](int q54) mutable->float { 
# 78
cudaStream_t x55 = (0); 
# 79
unsigned w56 = (24L) * ((count53) * (g_tile35[q54])); 
# 80
q54 *= TILE34; 
# 81
return w56; 
# 82
} ; typedef decltype(op57) __T0;
# 83
(g_tile35[2])++; 
# 84
(__cudaPushCallConfiguration(32, 64, 4096, (cudaStream_t)0)) ? (void)0 : bias2_kernel(TILE34, nullptr, (short)count53, RED25); 
# 85
(__cudaPushCallConfiguration(64, (LOW27) + 508, 0)) ? (void)0 : bias2_kernel(((g_tile35[2]) * (4.75F)) + (count53 + (g_tile35[0])), static_cast< int *>(nullptr), TILE34 + (count53 + TILE34), op57(-(g_tile35[count53]))); 
# 86
return 0; 
# 87
} 

# 1 "v000429.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__601d6835_10_v000429_cu_40577247
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000429.cudafe1.stub.c"
#include "v000429.cudafe1.stub.c"
# 1 "v000429.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
