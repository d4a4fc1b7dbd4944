# 1 "v000056.cu"
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
# 10 "v000056.cu"
using ptr4_t = int *; 
# 11
static_assert((sizeof(int) == (4)), "expected value");
# 12
struct Span5 { 
# 13
int id6; 
# 14
unsigned long w7; 
# 15
long long x8; 
# 16
}; 
# 17
unsigned relax9(int stride10, int count11) { 
# 18
static_assert(((12 + (12 + (12 + (12 + 11)))) == 59), "tile must fit");
# 19
const int *val12 = (nullptr); 
# 20
Span5 hi13 = Span5{1, (10), (2)}; 
# 21
if ((static_cast< long long>(count11)) != (val12[stride10 & 7])) { 
# 22
return (22ULL * (hi13.w7)) * ((53U) | (hi13.x8)); 
# 23
}  
# 24
return 1 + (hi13.id6); 
# 25
} 
# 26
static void relax14_kernel(bool p15, int stride16, int n17, long q18) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern float dyn_19[]; 
# 28
int tid20 = __device_builtin_variable_threadIdx.x; 
# 29
double *tmp21 = (nullptr); 
# 30
int pass22 = 0; 
# 31
while (pass22 < 16) { 
# 32
__attribute__((unused)) static Span5 sh_23[8]; 
# 33
++pass22; 
# 34
}  
# 35
double prod24 = (16L); 
# 36
if (stride16 >= 49U) { 
# 37
return; 
# 38
}  
# 39
int k25(33U << q18); 
# 40
} 
#endif
# 41 "v000056.cu"
static unsigned long c_decay26[4]; 
# 42
extern "C" {
# 43
static void step27(ptr4_t buf28) ;
#if 0
# 43
{ 
# 44
unsigned gid29 = __device_builtin_variable_threadIdx.x; 
# 45
auto q30 = gid29; 
# 46
auto sum31 = gid29; 
# 47
int r32 = ((q30 + (4699)) - ((15) | (__device_builtin_variable_blockIdx.y))) | (5); 
# 48
r32 *= sum31; 
# 49
} 
#endif
# 50 "v000056.cu"
}
# 51
constexpr int pivot33(int n34) { 
# 52
float off35 = (26); 
# 53
return off35; 
# 54
} 
# 55
void host_step36(ptr4_t acc37) { 
# 56
(__cudaPushCallConfiguration(512, dim3(8 * 16, 8), 0)) ? (void)0 : step27(acc37 + 3); 
# 57
(__cudaPushCallConfiguration(512, 12 + 500, 0)) ? (void)0 : relax14_kernel((-((*acc37) - (*acc37))) >= ((*acc37) * (acc37[2])), (*acc37) & 50, (acc37[0]) - (((*acc37) > 22L) ? *acc37 : 22L), (2 * (acc37[5])) + (-(*acc37))); 
# 58
(acc37[5]) = ((2 * (acc37[6])) + 23); 
# 59
(__cudaPushCallConfiguration(dim3(1, 12 + 4, 1 << 3), 1 << 8, 0)) ? (void)0 : relax14_kernel(acc37[3], (acc37[3]) + (*acc37), (((*acc37) += sizeof(float)), (*acc37)), (long long)(*acc37)); 
# 60
} 
# 61
static void lerp38_kernel(int *__restrict__ out39, double *__restrict__ data40, int n41) ;
#if 0
# 61
{ 
# 62
int tid42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
if (tid42 >= n41) { 
# 64
return; 
# 65
}  
# 66
n41 &= tid42; 
# 67
(out39[4]) = (((data40[tid42]) += (*data40)), (-3249L)); 
# 68
n41 = (((__device_builtin_variable_threadIdx.y) > (42)) ? __device_builtin_variable_threadIdx.y : (42)); 
# 69
unsigned char off43 = 12 + (static_cast< unsigned char>((c_decay26[0]) + sizeof(long))); 
# 70
double tmp44 = (((long)(*out39)) ^ ((*out39) | (__device_builtin_variable_gridDim.z))) + off43; 
# 71
if (tmp44 == off43) { 
# 72
return; 
# 73
}  
# 74
size_t w45 = off43; 
# 75
} 
#endif
# 76 "v000056.cu"
template< class T, int N> __attribute__((unused)) T 
# 77
merge46(const T *__restrict__ input47) {int volatile ___ = 1;(void)input47;
# 81
::exit(___);}
#if 0
# 77
{ 
# 78
T stride48 = (int)((52) * (((2) * (__device_builtin_variable_threadIdx.x)) + (41))); 
# 79
stride48 -= ((double)N); 
# 80
return (__device_builtin_variable_threadIdx.x) | (12); 
# 81
} 
#endif
# 82 "v000056.cu"
int host_probe49(unsigned *out50, char *__restrict__ acc51) { 
# 83
((out50[2])--), ((*acc51) += ((12 & (*acc51)) * 51UL)); 
# 84
(acc51[2]) %= 12; 
# 85
const unsigned *q52 = (nullptr); 
# 86
(out50[5]) = ((((*acc51) + 20) % (*q52)) ^ ((*out50) - (out50[5]))); 
# 87
return (42UL) - ((float)(q52[0])); 
# 88
} 
# 89
int main() { 
# 90
int n53 = 3485; 
# 91
int iter54 = 0; 
# 92
do { 
# 93
n53 >>= iter54; 
# 94
double flag55((sizeof(int))); 
# 95
Span5 w56 = Span5{(20U), 4UL, 6LL}; 
# 96
++iter54; 
# 97
} while (iter54 < 13); 
# 98
int mid57 = (unsigned)(iter54 & 18); 
# 99
int base58 = ((((n53 > 55) ? n53 : 55) - (40 * mid57)) > mid57) ? ((n53 > 55) ? n53 : 55) - (40 * mid57) : mid57; 
# 100
(__cudaPushCallConfiguration((iter54 + 31) / 32, 12 + 52)) ? (void)0 : lerp38_kernel(nullptr, nullptr, +(base58 % iter54)); 
# 101
return 0; 
# 102
} 

# 1 "v000056.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__11cfe665_10_v000056_cu_9a230cda
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000056.cudafe1.stub.c"
#include "v000056.cudafe1.stub.c"
# 1 "v000056.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
