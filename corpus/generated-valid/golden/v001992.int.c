# 1 "v001992.cu"
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
# 8 "v001992.cu"
static void scale2(const unsigned *in3) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern unsigned dyn_4[]; 
# 10
if ((in3[3]) <= (dyn_4[7])) { 
# 11
return; }  
# 12
char k5 = (dyn_4[3]) * ((in3[6]) | ((8) * (in3[0]))); 
# 13
(dyn_4[k5])++; 
# 14
} 
#endif
# 16 "v001992.cu"
static void stencil6_kernel(float *acc7, float beta8) ;
#if 0
# 16
{ 
# 17
beta8 = beta8; 
# 18
if (beta8 > (19)) { 
# 19
return; }  
# 20
int iter9 = 0; 
# 21
while (iter9 < iter9) { 
# 22
(*acc7) = (18.875F); 
# 23
if ((iter9 + 29L) < iter9) { 
# 24
continue; }  
# 25
++iter9; 
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 29 "v001992.cu"
template< class T> __attribute__((unused)) static T 
# 30
smooth10(T cfg11) {int volatile ___ = 1;(void)cfg11;
# 43
::exit(___);}
#if 0
# 30
{ 
# 31
cfg11--; 
# 32
int iter12 = 0; 
# 33
while (iter12 < 9) { 
# 34
float res13[7] = {}; 
# 35
if ((iter12 ^ iter12) & 1) { 
# 36
break; }  
# 37
double *lo14 = (nullptr); 
# 38
++iter12; 
# 39
}  
# 40
T base15 = iter12 & 15; 
# 41
unsigned f16 = iter12 & (3769UL - iter12); 
# 42
return (17.875F); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001992.cu"
namespace _GLOBAL__N__da25c64f_10_v001992_cu_5275d865 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__da25c64f_10_v001992_cu_5275d865; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__da25c64f_10_v001992_cu_5275d865 __attribute__((visibility("hidden")))  { 
# 46
void split17(unsigned *__restrict__ acc18, unsigned long q19, unsigned char *__restrict__ data20, int n21) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern float dyn_22[]; 
# 48
short res23 = (36 + (*data20)) % (37 - (*data20)); 
# 49
unsigned m24{1U}; 
# 50
constexpr int sum25 = 40; 
# 51
} 
#endif
# 52 "v001992.cu"
enum class State26: short { Red27, Low28, Add29}; 
# 54
int check_count30(float a31, long long *out32, int *__restrict__ acc33) { 
# 55
(__cudaPushCallConfiguration(dim3(8, 16), 8 * 16, sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : scale2(nullptr); 
# 56
(__cudaPushCallConfiguration(dim3(16, 16 * 2), 256)) ? (void)0 : split17(nullptr, (a31 + (out32[5])) - (25 * (acc33[3])), nullptr, a31 - (acc33[7])); 
# 57
dim3 diff34 = dim3(1, 512, 2); 
# 58
(__cudaPushCallConfiguration(2, 1 << 9, 1024)) ? (void)0 : stencil6_kernel(&a31, ((23) & (*out32)) | (8)); 
# 59
--(acc33[0]); 
# 60
double idx35 = ((out32[2]) * (34U)) * (39U); 
# 61
return acc33[7]; 
# 62
} 
# 63
}
# 64
static_assert((3 > 2), "tile must fit");
# 65
constexpr unsigned DEPTH36 = (4); 
# 67
constexpr int merge37(int stride38, long beta39) { 
# 68
float s40 = beta39 + DEPTH36; 
# 69
unsigned sum41 = (60) & beta39; 
# 70
return sum41; 
# 71
} 
# 72
static_assert((53 > 52));
# 75
__attribute__((visibility("hidden"))) void filter42(float p43, int lane44) ;
#if 0
# 75
{ 
# 76
++lane44; 
# 77
State26 tmp45 = State26::Add29; 
# 78
p43--; 
# 79
tmp45 = State26::Add29; 
# 80
tmp45 = tmp45; 
# 81
State26 y46 = State26::Red27; 
# 82
if ((lane44 & 15) != lane44) { 
# 83
return; }  
# 84
} 
#endif
# 86 "v001992.cu"
unsigned long grow47(float beta48, int lane49, const int *in50) { 
# 87
unsigned res51 = (6); 
# 88
res51 = ((res51 << (in50[0])) / ((lane49 * lane49) * (lane49 << DEPTH36))); 
# 89
beta48 /= DEPTH36; 
# 90
return *in50; 
# 91
} 
# 93
int main() { 
# 94
int size52 = 60; 
# 95
if ((size52 > size52) || (size52 & 1)) { 
# 96
return 40 + size52; }  
# 97
static_assert(((DEPTH36 + (17 * 2)) > (37)));
# 98
int z53 = (DEPTH36); 
# 99
int off54 = ((z53 + DEPTH36) - (size52 + z53)) + (13); 
# 100
constexpr long long acc55 = (43U); 
# 101
(__cudaPushCallConfiguration(dim3((size52 + 255) / 256, 16), (2) * (DEPTH36 + (DEPTH36 + (DEPTH36 + (4)))))) ? (void)0 : filter42(static_cast< int>(acc55), size52 * z53); 
# 102
return 0; 
# 103
} 

# 1 "v001992.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da25c64f_10_v001992_cu_5275d865
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001992.cudafe1.stub.c"
#include "v001992.cudafe1.stub.c"
# 1 "v001992.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
