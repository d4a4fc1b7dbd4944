# 1 "v000664.cu"
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
# 10 "v000664.cu"
struct Tile6 { 
# 11
int weight7; 
# 12
float id8; 
# 13
bool x9; 
# 14
void get10(unsigned u11) { 
# 15
size_t s12 = ((u11 - u11) ^ ((weight7) + 46)) + (x9); 
# 16
short k13[3]{(static_cast< short>(256)), (static_cast< short>(2204)), (-1988)}; 
# 17
} 
# 18
}; 
# 19
const bool g_lerp14 = true; 
# 20
static void grow15_kernel(unsigned *__restrict__ data16, const unsigned *__restrict__ in17) ;
#if 0
# 20
{ 
# 21
switch (__device_builtin_variable_gridDim.x) { 
# 22
case 2:  { 
# 23
(*data16) = (in17[__device_builtin_variable_threadIdx.x]); 
# 24
int cnt18 = __device_builtin_variable_threadIdx.x; 
# 25
break; 
# 26
} 
# 27
case 1:  
# 28
(data16[(__device_builtin_variable_gridDim.y) & (7)]) = (__alignof__(float) << (in17[4])); 
# 29
break; 
# 30
case 4:  
# 31
break; 
# 32
default:  
# 33
break; 
# 34
}  
# 35
} 
#endif
# 37 "v000664.cu"
signed char check_scale19(int len20, unsigned p21, double b22) { 
# 38
switch (len20) { 
# 39
case 11:  { 
# 40
constexpr long off23 = (55); 
# 41
break; 
# 42
} 
# 43
case sizeof(float) * (3):  
# 44
if (len20 > __alignof__(double)) { 
# 45
break; 
# 46
}  
# 47
[[fallthrough]] ; 
# 48
case 9:  
# 49
len20 = g_lerp14; 
# 50
break; 
# 51
default:  
# 52
break; 
# 53
}  
# 54
return b22; 
# 55
} 
# 56
constexpr int RADIUS24 = 16; 
# 57
typedef Tile6 rec25_t; 
# 58
__attribute__((section("__nv_managed_data__"))) static long (*m_warp26)[16] = 0; 
# 60
__attribute__((visibility("hidden"))) void gather27_kernel(int *out28) ;
#if 0
# 60
{ 
# 61
int i29 = __device_builtin_variable_threadIdx.x; 
# 62
auto idx30 = (out28[i29 & 7]) / (15.125F); 
# 63
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp26)))[8]) > ((4) - (__device_builtin_variable_threadIdx.x))) { 
# 64
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp26)))[i29])++; 
# 65
(out28[7]) = (28L); 
# 66
}  
# 67
} 
#endif
# 68 "v000664.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_scatter31)[32] = 0; 
# 69
typedef int idx32_t; 
# 70
enum class Axis33: unsigned char { Low34, High35}; 
# 71
enum class Op36 { Busy37, High38 = 4}; 
# 72
enum class Kind39 { Green40, Fast41 = 3}; 
# 73
static void split42_kernel(idx32_t *data43, const float *__restrict__ input44, idx32_t *acc45) ;
#if 0
# 73
{ 
# 74
unsigned tid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter31)))[9])--; 
# 76
(data43[5])++; 
# 77
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp26)))[tid46 & (15)]) = RADIUS24; 
# 78
} 
#endif
# 79 "v000664.cu"
unsigned run_fold47(rec25_t q48, double *__restrict__ dst49) { 
# 80
Kind39 val50 = Kind39::Green40; 
# 81
if ((static_cast< long long>(q48.weight7)) >= (51)) { 
# 82
if (!(((q48.x9) < (q48.id8)) && ((dst49[7]) >= (dst49[7])))) { 
# 83
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp26)))[6]) > (16)) { 
# 84
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_warp26)))[3])--; 
# 85
int off51[7]{5, (47U), 61, 1827, 733, RADIUS24, RADIUS24}; 
# 86
}  
# 87
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter31)))[22]) = (q48.weight7); 
# 88
}  
# 89
}  
# 90
return sizeof(int); 
# 91
} 
# 92
int main() { 
# 93
int n52 = 1799; 
# 94
idx32_t prod53[2] = {36, 63}; 
# 95
if (run_fold47(Tile6{9, (static_cast< float>(g_lerp14)), true}, nullptr) == g_lerp14) { 
# 96
return run_fold47(Tile6{}, static_cast< double *>(nullptr)); 
# 97
}  
# 98
(__cudaPushCallConfiguration((n52 + 31) / 32, 32, 0, 0)) ? (void)0 : grow15_kernel(nullptr, static_cast< const unsigned *>(nullptr)); 
# 99
(__cudaPushCallConfiguration(1, 3 + 61, sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : gather27_kernel(static_cast< int *>(nullptr)); 
# 100
(__cudaPushCallConfiguration(dim3((n52 + 127) / 128, (n52 + 127) / 128, 2 * 2), 3 + 29, sizeof(int) * (32))) ? (void)0 : split42_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter31))), static_cast< const float *>(nullptr), prod53); 
# 101
return 0; 
# 102
} 

# 1 "v000664.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2a3fb723_10_v000664_cu_145ce35b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000664.cudafe1.stub.c"
#include "v000664.cudafe1.stub.c"
# 1 "v000664.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
