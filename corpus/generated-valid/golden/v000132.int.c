# 1 "v000132.cu"
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
# 8 "v000132.cu"
static double d_smooth4; 
# 9
static float d_score5; 
# 11
float bump6(float b7, const int *in8, int count9) { 
# 12
count9--; 
# 13
int idx10 = 14; 
# 14
count9 ^= (-count9); 
# 15
bool lo11 = *in8; 
# 16
if (((b7 + (3)) > (22)) || ((lo11 < 64) && (count9 != 99UL))) { 
# 17
unsigned q12 = (static_cast< int>(50)); 
# 18
} else { 
# 19
const long long base13 = (U'\x23'); 
# 20
}  
# 21
return ((in8 == (nullptr)) ? 879 : lo11) + (21.375F); 
# 22
} 
# 24
__attribute__((visibility("hidden"))) void accum14_kernel(int lane15, double *__restrict__ buf16) ;
#if 0
# 24
{ 
# 25
float k17 = __device_builtin_variable_blockDim.z; 
# 26
bool s18 = d_score5 > (lane15 >> lane15); 
# 27
int idx19[2] = {}; 
# 28
} 
#endif
# 29 "v000132.cu"
static int c_mix20; 
# 36
__attribute__((visibility("hidden"))) void map_relax22(int *data, int n) ;
#if 0
# 36
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 37 "v000132.cu"
__attribute__((visibility("hidden"))) void map_relax23(double *data, int n) ;
#if 0
# 37
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 39 "v000132.cu"
constexpr int score24(int len25) { 
# 40
len25++; 
# 41
return 24U; 
# 42
} 
# 43
enum class Phase26: short { Low27, Slow28}; 
# 45
struct __attribute((aligned(16))) Body29 { 
# 46
unsigned long x30; 
# 47
char sum31; 
# 48
unsigned x32; 
# 49
}; 
# 51
__attribute__((visibility("hidden"))) void tile33(int *dst34, Phase26 cfg35, double p36, Phase26 p37) ;
#if 0
# 51
{ 
# 52
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
++p36; 
# 54
if ((c_mix20 < (dst34[2])) || ((__device_builtin_variable_threadIdx.y) & (1))) { 
# 55
return; }  
# 56
if (cfg35 != Phase26::Low27) { 
# 57
goto done39; 
# 58
}  
# 59
--d_score5; 
# 60
p36--; 
# 61
d_smooth4 = (((3 + c_mix20) ^ __device_builtin_variable_warpSize) + 59LL); 
# 62
done39:; ; 
# 63
} 
#endif
# 65 "v000132.cu"
__attribute__((visibility("hidden"))) void update40_kernel(const int *input41, float a42, int len43, int *data44) ;
#if 0
# 65
{ 
# 66
__attribute__((unused)) extern int dyn_45[]; 
# 67
int tid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
if (tid46 >= len43) { 
# 69
return; }  
# 70
__attribute__((unused)) static unsigned sh_47; 
# 71
switch (tid46 * c_mix20) { 
# 72
case 2:  
# 73
break; 
# 74
case 4:  { 
# 75
Body29 prod48 = {('#'), (30), static_cast< unsigned>(data44[5])}; 
# 76
break; 
# 77
} 
# 78
case 2 * 4:  
# 79
break; 
# 80
}  
# 81
d_smooth4--; 
# 82
const unsigned char m49 = ('\a'); 
# 83
__attribute__((unused)) static unsigned sh_50; 
# 84
} 
#endif
# 86 "v000132.cu"
int main() { 
# 87
int len51 = 133; 
# 88
len51 >>= ((30UL | (len51 - 61)) % (8)); 
# 89
switch (len51 % len51) { 
# 90
case 1 << 1:  
# 91
++len51; 
# 92
break; 
# 93
}  
# 94
len51 |= ((!((len51 - 56) >= len51)) ? (len51 - len51) - (len51 + len51) : (static_cast< unsigned>('0'))); 
# 95
(__cudaPushCallConfiguration(sizeof(float), 1 << 8, 0, nullptr)) ? (void)0 : accum14_kernel(score24(len51) + len51, nullptr); 
# 96
(__cudaPushCallConfiguration(16, 1 << 6, 0, (cudaStream_t)0)) ? (void)0 : map_relax22(static_cast< int *>(nullptr), 22); 
# 97
(__cudaPushCallConfiguration(sizeof(int) * (32), sizeof(unsigned) * (8), sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : map_relax23(static_cast< double *>(nullptr), len51); 
# 98
return 0; 
# 99
} 

# 1 "v000132.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dab15737_10_v000132_cu_959dc4af
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000132.cudafe1.stub.c"
#include "v000132.cudafe1.stub.c"
# 1 "v000132.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
