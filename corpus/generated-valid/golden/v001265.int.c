# 1 "v001265.cu"
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
# 25 "v001265.cu"
template< class T, class U> __attribute__((unused)) double 
# 26
mix8(const T *in9, long q10, float p11) 
# 27
{int volatile ___ = 1;(void)in9;(void)q10;(void)p11;
# 40
::exit(___);}
#if 0
# 27
{ 
# 28
p11 -= (((__device_builtin_variable_blockIdx.y) * ((*in9) * (*in9))) / 2); 
# 29
int iter12 = 0; 
# 30
do { 
# 31
q10 %= (((__device_builtin_variable_blockIdx.z) + 1378UL) + ('A')); 
# 32
p11 = (((q10 += (__device_builtin_variable_threadIdx.x)), ((double)(__device_builtin_variable_blockIdx.z))) + iter12); 
# 33
++iter12; 
# 34
} while (iter12 < (3 * 3)); 
# 35
q10++; 
# 36
if ((in9[iter12]) <= q10) { 
# 37
return (22.125); 
# 38
}  
# 39
return +(((*in9) / 2) + ((5.125) - q10)); 
# 40
} 
#endif
# 41 "v001265.cu"
static unsigned c_trace13; 
# 43
float host_scatter14(const double *__restrict__ src15) 
# 44
{ 
# 45
dim3 h16((11 + (11 + 10)) * 2, 4 + (11 + 49), 2); 
# 46
const char *res17 = ("warp size"); 
# 47
const char *h18 = res17; 
# 48
return 35ULL; 
# 49
} 
# 51
__attribute__((visibility("hidden"))) void kick19_kernel(short cfg20) ;
#if 0
# 52
{ 
# 53
int gid21 = __device_builtin_variable_threadIdx.x; 
# 54
++cfg20; 
# 55
double u22 = c_trace13 * c_trace13; 
# 56
mix8< double, long> (&u22, ((u22 += u22), ((float)cfg20)), (cfg20 > (__device_builtin_variable_threadIdx.x)) ? u22 : (63)); 
# 57
} 
#endif
# 58 "v001265.cu"
static int d_weigh23[16]; 
# 60
template< class T, class U> __attribute__((unused)) T 
# 61
mix24(U alpha25) 
# 62
{int volatile ___ = 1;(void)alpha25;
# 70
::exit(___);}
#if 0
# 62
{ 
# 63
if (c_trace13 > (31)) { 
# 64
return mix8< T, float> (nullptr, 4707 + alpha25, 60U); 
# 65
}  
# 66
long long off26[2 + 6] = {(9), 3LL, (2579), ('a'), ('z'), 6LL, 52LL}; 
# 67
mix8< T, unsigned> ((const T *)nullptr, 961, (off26[c_trace13]) * mix8< double, long> (nullptr, 60, d_weigh23[9])); 
# 68
float v27 = mix8< float, T> (nullptr, (unsigned)mix8< float, long> (nullptr, alpha25, (0.375F)), 7L >> (c_trace13 + 57U)); 
# 69
return mix8< T, long> (nullptr, ((int)(d_weigh23[c_trace13])) ? (off26[1]) + (d_weigh23[0]) : (' '), mix8< double, unsigned> (nullptr, alpha25, (((off26[c_trace13]) += c_trace13), v27))); 
# 70
} 
#endif
# 72 "v001265.cu"
__attribute__((visibility("hidden"))) void scatter28(int *data29, int count30, int stride31) ;
#if 0
# 73
{ 
# 74
int idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
if (idx32 >= count30) { 
# 76
return; 
# 77
}  
# 78
double r33[5] = {}; 
# 79
unsigned char z34{(2)}; 
# 80
(*data29) >>= 6; 
# 81
(*data29) ^= z34; 
# 82
int stride35(mix8< long, float> (reinterpret_cast< const long *>(data29), 33, ((*data29) > 11) ? mix8< int, long> ((const int *)nullptr, stride31, 20ULL) : (count30 - 3))); 
# 83
auto lo36 = ((data29[1]) << 2) / 2; 
# 84
int base37[8] = {2432}; 
# 85
} 
#endif
# 87 "v001265.cu"
int main() 
# 88
{ 
# 89
int n38 = 2122; 
# 90
(__cudaPushCallConfiguration(dim3(512, 1, sizeof(float) * (16)), ((dim3)(2 + (8 + (11 + (4 + 487))))), 0, 0)) ? (void)0 : kick19_kernel(host_scatter14(nullptr)); 
# 91
++n38; 
# 92
(__cudaPushCallConfiguration((n38 + 31) / 32, 4 + 60, sizeof(int) * (64), nullptr)) ? (void)0 : scatter28(&n38, n38 + n38, host_scatter14(nullptr)); 
# 93
auto hi39 = ((n38 / 2) * (11 % n38)) * (n38 + host_scatter14((const double *)nullptr)); 
# 94
float t40 = n38; 
# 95
return 0; 
# 96
} 

# 1 "v001265.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af6599e4_10_v001265_cu_eb7c7928
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001265.cudafe1.stub.c"
#include "v001265.cudafe1.stub.c"
# 1 "v001265.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
