# 1 "v000641.cu"
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
# 9 "v000641.cu"
enum Phase2: unsigned { HIGH3, OFF4, OFF5, LOW6}; 
# 11
constexpr int host_weigh7(int count8) 
# 12
{ 
# 13
count8 = 60; 
# 14
const int sum9 = (-17); 
# 15
return sum9; 
# 16
} 
# 18
__attribute__((visibility("hidden"))) void clamp10(const int *coef11) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_12[]; 
# 21
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
(dyn_12[4]) %= (((gid13 + 30) & (sizeof(float) * (dyn_12[gid13 & 7]))) - ((*coef11) - (*coef11))); 
# 23
(dyn_12[gid13]) >>= (((((dyn_12[gid13 & 7]) ^ 25) != 34) ? (dyn_12[gid13]) & 1 : (dyn_12[gid13])) + 4386UL); 
# 24
{ 
# 25
(dyn_12[0]) *= (((*coef11) % (__device_builtin_variable_threadIdx.z)) + (-(coef11[gid13]))); 
# 26
(dyn_12[__device_builtin_variable_threadIdx.x]) += ((((dyn_12[3]) & (dyn_12[7])) - 48) & (dyn_12[gid13])); 
# 27
} 
# 28
__attribute__((unused)) static int sh_14[256]; 
# 29
} 
#endif
# 31 "v000641.cu"
__attribute__((visibility("hidden"))) void gather15_kernel(Phase2 beta16, Phase2 alpha17) ;
#if 0
# 32
{ 
# 33
unsigned idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (beta16 == (OFF4)) { 
# 35
return; }  
# 36
float *lo19 = ((float *)nullptr); 
# 37
float q20 = (OFF5) + (((__device_builtin_variable_gridDim.x) <= (__device_builtin_variable_gridDim.x)) ? alpha17 : idx18); 
# 38
float z21 = static_cast< float>((OFF4) + ((__device_builtin_variable_threadIdx.y) + alpha17)); 
# 39
} 
#endif
# 41 "v000641.cu"
namespace math22 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42
template< class T, int N = 8> static void 
# 43
__wrapper__device_stub_pack23(T *&data24, const int *&input25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern float dyn_26[]; 
# 46
unsigned gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
(*data24) = ((19.125) + (__device_builtin_variable_gridDim.z)); 
# 48
__attribute__((unused)) static double sh_28[64]; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 42 "v000641.cu"
template< class T, int N = 8> static void 
# 43
pack23(T *data24, const int *input25) 
# 44
{::math22::__wrapper__device_stub_pack23<T,N>(data24,input25);
# 49
return;}
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern float dyn_26[]; 
# 46
unsigned gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
(*data24) = ((19.125) + (__device_builtin_variable_gridDim.z)); 
# 48
__attribute__((unused)) static double sh_28[64]; 
# 49
} 
#endif
# 50 "v000641.cu"
}
# 53
int weigh29(int count30) 
# 54
{ 
# 55
constexpr unsigned long off31 = ((LOW6) + (46)); 
# 56
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : clamp10(nullptr); 
# 57
if (!(count30 < 63)) { 
# 58
return static_cast< float>(off31); }  
# 59
int tmp32((off31)); 
# 60
count30 = off31; 
# 61
return off31 & tmp32; 
# 62
} 
# 63
typedef float real33_t; 
# 65
template< class T, int N> T 
# 66
gather34(const T *in35, int *__restrict__ data36, T *__restrict__ out37) 
# 67
{ 
# 68
do { (out37[2]) += (*out37); } while (0); 
# 69
(data36[7]) = ((T)(((+(out37[4])) <= N) ? -(data36[5]) : (out37[7]))); 
# 70
do { (out37[2]) += (((((*out37) != (out37[6])) ? OFF4 : (*data36)) & (1UL % (data36[3]))) >> (data36[7])); } while (0); 
# 71
T idx38 = *data36; 
# 72
do { (*out37) += (((int)4575UL) << (data36[2])); } while (0); 
# 73
(out37[1]) -= (((in35[7]) - OFF5) * (static_cast< unsigned>(N))); 
# 74
T base39 = (44LL); 
# 75
return (((static_cast< T>(idx38)) >= (in35[1])) && (((data36[3]) & sizeof(T)) < (34))) ? static_cast< int>(49) : 54; 
# 76
} 
# 78
__attribute__((unused)) real33_t scatter40(signed char cfg41, float cfg42, size_t *__restrict__ out43) 
# 79
{int volatile ___ = 1;(void)cfg41;(void)cfg42;(void)out43;
# 87
::exit(___);}
#if 0
# 79
{ 
# 80
int f44 = (63) - ((out43[5]) | (*out43)); 
# 81
Phase2 u45 = LOW6; 
# 82
long long z46 = f44; 
# 83
__attribute__((unused)) static int sh_47; 
# 84
u45 = u45; 
# 85
do { (*out43) += (+(f44 + ((38) + (*out43)))); } while (0); 
# 86
return ((out43[1]) - (z46 - f44)) | ((*out43) * ((18) | z46)); 
# 87
} 
#endif
# 89 "v000641.cu"
int main() 
# 90
{ 
# 91
int count48 = 3385; 
# 92
(__cudaPushCallConfiguration(dim3(((OFF5) + ((OFF5) + ((OFF4) + ((OFF4) + (26))))) * ((OFF5) + ((OFF5) + (4))), (count48 + 63) / 64, (count48 + 127) / 128), (LOW6) + ((LOW6) + ((OFF5) + ((OFF5) + (22)))), sizeof(double) * (64))) ? (void)0 : math22::pack23< long, 3> ((long *)nullptr, static_cast< const int *>(nullptr)); 
# 93
if (count48 < count48) { 
# 94
return count48; }  
# 95
count48 = count48; 
# 96
float z49(((6.875F) * count48) / ((!(count48 & 1)) ? (2.5F) : (22.875F))); 
# 97
double off50 = count48 + (((23.125F) - z49) * z49); 
# 98
(__cudaPushCallConfiguration(1, sizeof(unsigned) * ((LOW6) + ((OFF4) + ((OFF5) + (10)))), 0)) ? (void)0 : gather15_kernel(HIGH3, OFF4); 
# 99
return 0; 
# 100
} 

# 1 "v000641.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67211471_10_v000641_cu_ac230d23
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000641.cudafe1.stub.c"
#include "v000641.cudafe1.stub.c"
# 1 "v000641.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
