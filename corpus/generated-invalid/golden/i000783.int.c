# 1 "i000783.cu"
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
# 19 "i000783.cu"
constexpr long LANES6 = (5 + 27); 
# 21
static void decay7(const double *__restrict__ in8, const short *__restrict__ src9, int *__restrict__ dst10, int *out11) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) static int sh_12; 
# 24
unsigned sum13 = (20L); 
# 25
auto acc14 = (*src9) * 14; 
# 27
#pragma unroll
for (
# 27
int it15 = 16; it15 > 0; --it15) { 
# 28
signed char cnt16 = it15; 
# 29
(*out11)--; 
# 30
}  
# 31
} 
#endif
# 34 "i000783.cu"
int run_pack17(const float *src18, const int *in19) 
# 35
{ 
# 36
switch (in19[1]) { 
# 37
case 3:  { 
# 38
const char *sum20 = ("\"q\""); 
# 39
break; 
# 40
} 
# 41
case 5 + 1:  
# 42
if ((*src18) <= (in19[1])) { 
# 43
break; 
# 44
}  
# 45
for (int j21 = 0; j21 < 15; ++j21) { 
# 46
(__cudaPushCallConfiguration((j21 + 127) / 128, 4 * 8)) ? (void)0 : decay7(nullptr, nullptr, const_cast< int *>(in19), const_cast< int *>(in19)); 
# 47
(__cudaPushCallConfiguration((j21 + 255) / 256, 5 + 27)) ? (void)0 : decay7((const double *)nullptr, nullptr, const_cast< int *>(in19), const_cast< int *>(in19)); 
# 48
}  
# 49
break; 
# 50
case 7:  
# 51
break; 
# 52
case 2:  
# 53
break; 
# 54
}  
# 55
return in19[7]; 
# 56
} 
# 58
static void tile22(float beta23, unsigned *data24, int n25) ;
#if 0
# 59
{ 
# 60
float idx26 = beta23; 
# 61
n25 = (4707ULL / n25); 
# 62
__attribute__((unused)) static float sh_27[16][15]; 
# 63
unsigned k28 = (13); 
# 64
int q29 = 41; 
# 65
if (((data24[7]) < LANES6) && (58 != n25)) { 
# 66
return; 
# 67
}  
# 68
int flag30(5); 
# 69
} 
#endif
# 71 "i000783.cu"
float host_warp31(const long *src32) 
# 72
{ 
# 73
auto op35 = [](double stride33) { 
# 74
unsigned idx34 = ((stride33 + (run_pack17(nullptr, nullptr))) + (17)) - (LANES6 >> run_pack17(nullptr, nullptr)); 
# 75
} ; typedef decltype(op35) __T0;
# 76
op35(src32[1]); 
# 77
unsigned prod36 = (LANES6); 
# 78
auto f37 = 13 << run_pack17((const float *)nullptr, nullptr); 
# 79
const char *k38 = ("warp size"); 
# 80
return (17.25F); 
# 81
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 82
template< class T> static void 
# 83
__wrapper__device_stub_fill_kernel42(T &value, T *&out) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 84
{ 
# 85
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 86
} 
#endif

#pragma GCC diagnostic pop

# 82 "i000783.cu"
template< class T> static void 
# 83
fill_kernel42(T value, T *out) 
# 84
{__wrapper__device_stub_fill_kernel42<T>(value,out);
# 86
return;}
#if 0
# 84
{ 
# 85
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 86
} 
#endif
# 88 "i000783.cu"
int main() 
# 89
{ 
# 90
int len39 = 1792; 
# 91
struct Local43 { 
# 92
int a; 
# 93
}; 
# 94
Local43 item44 = {1}; 
# 95
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fill_kernel42(item44, (Local43 *)nullptr); 
# 96
double u40 = host_warp31(nullptr); 
# 97
{ 
# 98
len39 = ((((5) - u40) - (9UL)) * u40); 
# 99
float prod41 = (-(9.625F)); 
# 100
} 
# 101
(__cudaPushCallConfiguration((len39 + 255) / 256, 512)) ? (void)0 : tile22(5, nullptr, u40); 
# 102
return 0; 
# 103
} 

# 1 "i000783.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1521383b_10_i000783_cu_272517fc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000783.cudafe1.stub.c"
#include "i000783.cudafe1.stub.c"
# 1 "i000783.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
