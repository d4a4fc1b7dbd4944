# 1 "v000489.cu"
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
# 11 "v000489.cu"
static void spread6_kernel(short *data7, double a8, const int *input9, bool q10) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern float dyn_11[]; 
# 13
constexpr float k12 = (37); 
# 14
int m13 = a8; 
# 15
} 
#endif
# 16 "v000489.cu"
static int c_mix14; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T, int N = 4> static void 
# 19
__wrapper__device_stub_filter15(T *&buf16, float &b17, unsigned *&buf18, int *__restrict__ &buf19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern short dyn_20[]; 
# 21
__attribute__((unused)) static double sh_21; 
# 22
(buf16[4]) = (7.0F); 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000489.cu"
template< class T, int N = 4> static void 
# 19
filter15(T *buf16, float b17, unsigned *buf18, int *__restrict__ buf19) {__wrapper__device_stub_filter15<T,N>(buf16,b17,buf18,buf19);
# 23
return;}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern short dyn_20[]; 
# 21
__attribute__((unused)) static double sh_21; 
# 22
(buf16[4]) = (7.0F); 
# 23
} 
#endif
# 24 "v000489.cu"
enum class Mode22: unsigned char { 
# 25
Green23, 
# 26
Fast24, 
# 27
Fast25, 
# 28
Busy26, 
# 29
Blue27
# 30
}; 
# 32
static void clamp28(int n29, const float *in30, float alpha31, double *out32) ;
#if 0
# 32
{ 
# 33
alpha31 = (1822); 
# 34
n29 = ((alpha31 + (10)) * ((16 * c_mix14) - n29)); 
# 35
} 
#endif
# 36 "v000489.cu"
static int d_lerp33; 
# 38
void clamp34(unsigned b35, unsigned alpha36, const double *__restrict__ src37) { 
# 39
do { unsigned tmp_ = alpha36; alpha36 = b35; b35 = tmp_; } while (0); 
# 40
alpha36 = alpha36; 
# 41
int y38[3]{(static_cast< int>(17UL)), 7, (22UL)}; 
# 42
(y38[0])++; 
# 43
bool lo39 = (static_cast< float>(alpha36 * (y38[alpha36]))) < (src37[0]); 
# 44
} 
# 46
static void relax40(unsigned long alpha41, unsigned short a42) ;
#if 0
# 46
{ 
# 47
d_lerp33 = ((int)(8 / a42)); 
# 48
a42 = (((8L) - alpha41) * (-d_lerp33)); 
# 49
if (c_mix14 + 8) { 
# 50
return; }  
# 51
--a42; 
# 52
} 
#endif
# 54 "v000489.cu"
static void probe43_kernel(float p44, const double *src45) ;
#if 0
# 54
{ 
# 55
d_lerp33 = p44; 
# 56
p44 = (static_cast< double>(c_mix14 << d_lerp33)); 
# 57
if ((*src45) > (18)) { 
# 58
return; }  
# 59
__attribute__((unused)) static int sh_46[8]; 
# 60
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 62 "v000489.cu"
template< class T> static void 
# 63
__wrapper__device_stub_filter47(T &a48, int &stride49) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 63
{ 
# 64
__attribute__((unused)) static float sh_50[sizeof(int) * (4)]; 
# 65
--a48; 
# 66
T *val51 = (&a48); 
# 67
for (float idx52 : sh_50) { 
# 68
d_lerp33 = 26; 
# 69
Mode22 m53 = Mode22::Green23; 
# 70
}  
# 71
T k54 = 21 + (*val51); 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 62 "v000489.cu"
template< class T> static void 
# 63
filter47(T a48, int stride49) {__wrapper__device_stub_filter47<T>(a48,stride49);
# 72
return;}
#if 0
# 63
{ 
# 64
__attribute__((unused)) static float sh_50[sizeof(int) * (4)]; 
# 65
--a48; 
# 66
T *val51 = (&a48); 
# 67
for (float idx52 : sh_50) { 
# 68
d_lerp33 = 26; 
# 69
Mode22 m53 = Mode22::Green23; 
# 70
}  
# 71
T k54 = 21 + (*val51); 
# 72
} 
#endif
# 74 "v000489.cu"
struct Pixel55 { 
# 75
float z56; 
# 76
double weight57; 
# 77
unsigned weight58, mass59; 
# 78
}; 
# 80
int main() { 
# 81
int size60 = 395; 
# 82
++size60; 
# 83
(__cudaPushCallConfiguration((size60 + 255) / 256, 5 + 59)) ? (void)0 : filter15< unsigned, 4> (nullptr, (9 % size60) - ((float)size60), static_cast< unsigned *>(nullptr), &size60); 
# 84
int v61 = size60; 
# 85
size60++; 
# 86
unsigned long y62 = (5); 
# 87
size60 = (-14); 
# 88
(__cudaPushCallConfiguration(2, 128, (8 + (4 + 500)) * 8, (cudaStream_t)0)) ? (void)0 : spread6_kernel(nullptr, y62 / y62, &size60, 0); 
# 89
(__cudaPushCallConfiguration(1, 4 + 508)) ? (void)0 : clamp28(sizeof(Pixel55), nullptr, static_cast< float>(size60), nullptr); 
# 90
(__cudaPushCallConfiguration(1 << 8, 512, sizeof(double) * (128), 0)) ? (void)0 : relax40(y62 * (13), 13U); 
# 91
return 0; 
# 92
} 

# 1 "v000489.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2aad7094_10_v000489_cu_c_mix14
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000489.cudafe1.stub.c"
#include "v000489.cudafe1.stub.c"
# 1 "v000489.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
