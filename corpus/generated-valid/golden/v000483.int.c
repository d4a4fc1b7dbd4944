# 1 "v000483.cu"
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
# 8 "v000483.cu"
static void combine3(const unsigned *in4) ;
#if 0
# 9
{ 
# 10
int i5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
double base6 = i5 >> 5; 
# 12
base6 = (10.75); 
# 13
int mid7 = *in4; 
# 14
float res8 = (in4[6]) & (in4[i5 & 7]); 
# 15
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17 "v000483.cu"
template< class T, int N = 2> static void 
# 18
__wrapper__device_stub_rank9_kernel(T &p10, unsigned short *&buf11, const T *&input12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
int i13 = __device_builtin_variable_threadIdx.x; 
# 21
switch (i13) { 
# 22
case 7:  
# 23
if ((p10 >= 31) && (p10 >= 48) && ((*input12) == 45UL)) { 
# 24
int iter14 = 0; 
# 25
do { 
# 26
(buf11[1]) = ((__device_builtin_variable_blockDim.x) + (7)); 
# 27
T f15 = (127UL); 
# 28
++iter14; 
# 29
} while (iter14 < 13); 
# 30
}  
# 31
break; 
# 32
case 2 * 2:  
# 33
break; 
# 34
case 11:  
# 35
break; 
# 36
}  
# 37
} 
#endif

#pragma GCC diagnostic pop

# 17 "v000483.cu"
template< class T, int N = 2> static void 
# 18
rank9_kernel(T p10, unsigned short *buf11, const T *input12) 
# 19
{__wrapper__device_stub_rank9_kernel<T,N>(p10,buf11,input12);
# 37
return;}
#if 0
# 19
{ 
# 20
int i13 = __device_builtin_variable_threadIdx.x; 
# 21
switch (i13) { 
# 22
case 7:  
# 23
if ((p10 >= 31) && (p10 >= 48) && ((*input12) == 45UL)) { 
# 24
int iter14 = 0; 
# 25
do { 
# 26
(buf11[1]) = ((__device_builtin_variable_blockDim.x) + (7)); 
# 27
T f15 = (127UL); 
# 28
++iter14; 
# 29
} while (iter14 < 13); 
# 30
}  
# 31
break; 
# 32
case 2 * 2:  
# 33
break; 
# 34
case 11:  
# 35
break; 
# 36
}  
# 37
} 
#endif
# 39 "v000483.cu"
__attribute__((visibility("hidden"))) void accum16_kernel(int stride17, int *acc18, const unsigned *src19) ;
#if 0
# 40
{ 
# 41
int idx20 = __device_builtin_variable_threadIdx.x; 
# 42
if (idx20 >= stride17) { 
# 43
return; 
# 44
}  
# 45
constexpr unsigned long lim21 = (16); 
# 46
(--(acc18[idx20])), ((acc18[7]) = 45); 
# 47
float *idx22 = reinterpret_cast< float *>(acc18); 
# 48
} 
#endif
# 50 "v000483.cu"
static void step23(int stride24, float *buf25, int len26) ;
#if 0
# 51
{ 
# 52
unsigned tid27 = __device_builtin_variable_threadIdx.x; 
# 53
if (len26 > 41) { 
# 54
goto out30; 
# 55
}  
# 56
if (tid27 >= len26) { 
# 57
return; 
# 58
}  
# 59
if ((len26 >= len26) || ((len26 * 19) & 1)) { 
# 60
const char *q28 = reinterpret_cast< const char *>(buf25); 
# 61
bool lim29 = (9) != ((q28[5]) & (tid27 % 33L)); 
# 62
}  
# 63
out30:; ; 
# 64
} 
#endif
# 66 "v000483.cu"
template< class T, int N = 5> long 
# 67
scale31(T *dst32, float *data33) 
# 68
{ 
# 69
(data33[5]) = (N); 
# 70
int w34 = *data33; 
# 71
(data33[w34]) = (data33[w34]); 
# 72
(dst32[7]) = w34; 
# 73
return ((14 * w34) & 37) - (*data33); 
# 74
} 
# 76
__attribute__((visibility("hidden"))) void fold35(int len36) ;
#if 0
# 77
{ 
# 78
int gid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 79
int h38[3] = {}; 
# 80
constexpr double y39 = (45L); 
# 81
} 
#endif
# 83 "v000483.cu"
struct __attribute((aligned(8))) Particle40 { 
# 84
double sum41; 
# 85
bool flag42; 
# 86
signed char id43; 
# 87
double bump44(unsigned short u45) const 
# 88
{ 
# 89
return scale31< float, 2> (nullptr, nullptr); 
# 90
} 
# 91
}; 
# 93
static unsigned long check_apply46(const unsigned *input47) 
# 94
{ 
# 95
if ((input47[2]) <= (*input47)) { 
# 96
scale31< long, 5> (nullptr, nullptr); 
# 97
}  
# 98
if (input47 == (nullptr)) { 
# 99
return input47[7]; 
# 100
}  
# 101
auto lam48 = [&]() { } ; typedef decltype(lam48) __T0;
# 102
lam48(); 
# 103
dim3 mid49 = dim3(128, 16); 
# 104
(__cudaPushCallConfiguration(4, mid49)) ? (void)0 : accum16_kernel(scale31< double, 2> ((double *)nullptr, nullptr), nullptr, input47 + 3); 
# 105
return *input47; 
# 106
} 
# 108
int main() 
# 109
{ 
# 110
int n50 = 1479; 
# 111
if (!(n50 & 1)) { 
# 112
n50 = (check_apply46((const unsigned *)nullptr)); 
# 113
}  
# 114
auto op54 = [](auto z51, auto s52) { 
# 115
Particle40 q53 = Particle40{(6.0), static_cast< bool>(s52), 8}; 
# 116
return z51 * 2; 
# 117
} ; typedef decltype(op54) __T1;
# 118
float base55[4] = {static_cast< float>((n50 += n50), n50), (4.0F), (14.625F), (1.0F)}; 
# 119
n50 = (check_apply46((const unsigned *)nullptr)); 
# 120
(__cudaPushCallConfiguration(((dim3)(2)), 1 << 7)) ? (void)0 : combine3((const unsigned *)nullptr); 
# 121
(__cudaPushCallConfiguration(dim3((n50 + 127) / 128, (n50 + 127) / 128), 64)) ? (void)0 : rank9_kernel< float, 2> (n50, (unsigned short *)nullptr, base55); 
# 122
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : step23(10, base55, n50); 
# 123
return 0; 
# 124
} 

# 1 "v000483.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__451090f0_10_v000483_cu_66e510f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000483.cudafe1.stub.c"
#include "v000483.cudafe1.stub.c"
# 1 "v000483.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
