# 1 "v000223.cu"
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
# 9 "v000223.cu"
__attribute__((visibility("hidden"))) void shade3_kernel(int lane4, const unsigned char *coef5, float p6) ;
#if 0
# 10
{ 
# 11
unsigned short mid7 = lane4; 
# 12
if ((mid7 * 58) != 62) { 
# 13
return; 
# 14
}  
# 15
float flag8 = (__alignof__(int)); 
# 16
float lim9 = (2269); 
# 17
if ((22U) != (flag8 / (15L))) { 
# 18
goto finish10; 
# 19
}  
# 20
flag8 /= ((lane4 < ((mid7 + 4559U) - (((coef5[lane4]) <= mid7) ? coef5[mid7] : lane4))) ? lane4 : ((mid7 + 4559U) - (((coef5[lane4]) <= mid7) ? coef5[mid7] : lane4))); 
# 21
finish10:; ; 
# 22
} 
#endif
# 24 "v000223.cu"
namespace math11 { namespace v12 { 
# 25
__attribute__((visibility("hidden"))) void weigh13_kernel(short *__restrict__ data14, signed char *buf15) ;
#if 0
# 26
{ 
# 27
float *m16 = (static_cast< float *>(nullptr)); 
# 28
if (((((data14[2]) < (m16[1])) ? data14[2] : (m16[1])) < (10)) && ((*m16) < (((*data14) < (*buf15)) ? 28 : 15))) { 
# 29
if (buf15[7]) { 
# 30
if (float flag17 = (23.0F) + (data14[0]); ((m16[6]) != (19)) || (buf15[5])) { 
# 31
unsigned y18 = ((unsigned long)((buf15[0]) * (buf15[0]))) * (*m16); 
# 32
long long idx19 = (21UL); 
# 33
double res20 = flag17; 
# 34
}  
# 35
} else { 
# 36
}  
# 37
}  
# 38
} 
#endif
# 39 "v000223.cu"
}}
# 40
enum Mode21: short { 
# 41
HIGH22 = 1, 
# 42
MUL23 = 5, 
# 43
OFF24, 
# 44
ON25, 
# 45
HIGH26 = 9
# 46
}; 
# 48
__attribute__((visibility("hidden"))) void march27_kernel(const double *src28) ;
#if 0
# 49
{ 
# 50
auto f29 = (src28[3]) * (src28[3]); 
# 51
} 
#endif
# 53 "v000223.cu"
__attribute((always_inline)) __attribute__((unused)) inline void probe30(int stride31, short *buf32) 
# 54
{int volatile ___ = 1;(void)stride31;(void)buf32;
# 62
::exit(___);}
#if 0
# 54
{ 
# 55
(buf32[stride31]) = (buf32[stride31]); 
# 56
if ((buf32[stride31]) > 35) { 
# 57
return; 
# 58
}  
# 59
(*buf32)--; 
# 60
long q33 = (buf32[stride31]) * ((stride31 > stride31) ? 55 : stride31); 
# 61
++(buf32[7]); 
# 62
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 64 "v000223.cu"
__attribute__((unused)) static int apply34(int *data35, int count36 = -53) 
# 65
{int volatile ___ = 1;(void)data35;(void)count36;
# 76
::exit(___);}
#if 0
# 65
{ 
# 66
int w37 = 0; 
# 67
while (w37 < 12) { 
# 68
Mode21 off38 = OFF24; 
# 69
probe30(count36 - (HIGH26), nullptr); 
# 70
++w37; 
# 71
}  
# 72
probe30(22L, static_cast< short *>(nullptr)); 
# 73
probe30((count36 - (data35[2])) * 43, nullptr); 
# 74
int idx39 = data35[count36]; 
# 75
return data35[7]; 
# 76
} 
#endif

#pragma GCC diagnostic pop

# 77 "v000223.cu"
enum Axis40: unsigned { GREEN41, OFF42, ON43, MUL44 = 8U}; 
# 78
enum class Level45 { Low46 = 1, On47 = 6, Idle48, Mul49}; 
# 80
__attribute__((visibility("hidden"))) void relax50_kernel(int *__restrict__ buf51, unsigned alpha52, unsigned char *buf53) ;
#if 0
# 81
{ 
# 82
if (!((alpha52 - (buf53[alpha52])) != (buf51[5]))) { 
# 83
int v54 = (signed char)(((*buf51) >= (*buf53)) ? (unsigned long)(buf53[1]) : (sizeof(int) / (*buf51))); 
# 84
}  
# 85
if (((buf51[alpha52]) * 14) <= 38) { 
# 86
goto done55; 
# 87
}  
# 88
(buf51[4]) = ((int)(buf53[7])); 
# 89
apply34(buf51, (alpha52 * (*buf53)) + ((5) / alpha52)); 
# 90
apply34(buf51, *buf53); 
# 91
done55:; ; 
# 92
} 
#endif
# 94 "v000223.cu"
int main() 
# 95
{ 
# 96
int len56 = 1613; 
# 97
const unsigned short *hi57 = (nullptr); 
# 98
(__cudaPushCallConfiguration(128, (HIGH22) + 63, 1024)) ? (void)0 : relax50_kernel(&len56, ((hi57[len56]) != len56) ? len56 * len56 : (static_cast< float>(ON25)), static_cast< unsigned char *>(nullptr)); 
# 99
(__cudaPushCallConfiguration(dim3((len56 + 63) / 64, (HIGH22) + ((MUL23) + ((HIGH22) + 9))), 128, 0)) ? (void)0 : shade3_kernel((int)(static_cast< long>(hi57[1])), nullptr, (hi57[len56]) * (len56 + len56)); 
# 100
(__cudaPushCallConfiguration(512, 32, sizeof(unsigned) * ((ON43) + ((ON43) + (60))))) ? (void)0 : math11::v12::weigh13_kernel(nullptr, nullptr); 
# 101
(__cudaPushCallConfiguration(dim3((len56 + 63) / 64, 1 << ((HIGH22) + (MUL44)), (MUL44) + ((OFF42) + (55))), ((MUL44) + (8)) * (8))) ? (void)0 : march27_kernel(nullptr); 
# 102
return 0; 
# 103
} 

# 1 "v000223.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d9f96b4c_10_v000223_cu_a6042297
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000223.cudafe1.stub.c"
#include "v000223.cudafe1.stub.c"
# 1 "v000223.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
