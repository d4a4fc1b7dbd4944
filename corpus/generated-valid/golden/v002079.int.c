# 1 "v002079.cu"
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
# 15 "v002079.cu"
static void count5_kernel(double *__restrict__ acc6, int *__restrict__ acc7, const int *__restrict__ in8) ;
#if 0
# 15
{ 
# 16
int tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
int iter10 = 0; 
# 18
while (iter10 < 10) { 
# 19
constexpr float lo11 = (-47L); 
# 20
int w12 = 0; 
# 21
while ((w12 < w12) && ((acc7[w12]) < w12)) { 
# 22
for (int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i13 < w12; i13 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 23
float lo14((467)); 
# 24
lo14 = lo14; 
# 25
constexpr int idx15 = (-2531); 
# 26
}  
# 27
++w12; 
# 28
}  
# 29
++iter10; 
# 30
}  
# 31
} 
#endif
# 33 "v002079.cu"
class Node16 { 
# 34
unsigned count17; 
# 36
public: Node16(unsigned a18) : count17(a18) { } 
# 37
void scale19(double y20) { 
# 38
y20 = (count17); 
# 39
(count17) = ((count17) - y20); 
# 40
} 
# 41
}; 
# 44
__attribute__((visibility("hidden"))) void tile21_kernel(double *__restrict__ data22, const int *src23, int len24, long *acc25) ;
#if 0
# 44
{ 
# 45
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (idx26 >= len24) { 
# 47
return; 
# 48
}  
# 49
__attribute__((unused)) static long sh_27[8]; 
# 50
len24++; 
# 51
len24 = (26 >> (-((__device_builtin_variable_threadIdx.x) - (sh_27[0])))); 
# 52
} 
#endif
# 53 "v002079.cu"
using idx28_t = size_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55
template< class T, int N> static void 
# 56
__wrapper__device_stub_update29_kernel(T &q30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
__attribute__((unused)) static double sh_31[16]; 
# 58
if (4 != q30) { 
# 59
return; 
# 60
}  
# 61
(sh_31[(__device_builtin_variable_gridDim.x) & (15)]) = ((26) & (__device_builtin_variable_blockIdx.y)); 
# 62
--q30; 
# 63
Node16 t32(2756); 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 55 "v002079.cu"
template< class T, int N> static void 
# 56
update29_kernel(T q30) {__wrapper__device_stub_update29_kernel<T,N>(q30);
# 64
return;}
#if 0
# 56
{ 
# 57
__attribute__((unused)) static double sh_31[16]; 
# 58
if (4 != q30) { 
# 59
return; 
# 60
}  
# 61
(sh_31[(__device_builtin_variable_gridDim.x) & (15)]) = ((26) & (__device_builtin_variable_blockIdx.y)); 
# 62
--q30; 
# 63
Node16 t32(2756); 
# 64
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66 "v002079.cu"
template< class T, int N> static void 
# 67
__wrapper__device_stub_warp33(T *&dst34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
__attribute__((unused)) static int sh_36[32]; 
# 70
(sh_36[0]) = N; 
# 71
(dst34[5]) = sizeof(Node16); 
# 72
if ((dst34 == nullptr) && ((*dst34) != sizeof(int))) { 
# 73
return; 
# 74
}  
# 75
} 
#endif

#pragma GCC diagnostic pop

# 66 "v002079.cu"
template< class T, int N> static void 
# 67
warp33(T *dst34) {__wrapper__device_stub_warp33<T,N>(dst34);
# 75
return;}
#if 0
# 67
{ 
# 68
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
__attribute__((unused)) static int sh_36[32]; 
# 70
(sh_36[0]) = N; 
# 71
(dst34[5]) = sizeof(Node16); 
# 72
if ((dst34 == nullptr) && ((*dst34) != sizeof(int))) { 
# 73
return; 
# 74
}  
# 75
} 
#endif
# 77 "v002079.cu"
int run_drift37(int *buf38, int *__restrict__ data39, bool a40) { 
# 78
int w41 = 0; 
# 79
while ((w41 < w41) && ((*buf38) <= 26)) { 
# 80
auto lam44 = [=]()->int { 
# 81
double w42 = ((float)(15.0F)) - (a40); 
# 82
++((data39)[(w41) & 7]); 
# 83
cudaStream_t m43 = ((cudaStream_t)0); 
# 84
return (*(data39)) * (*(buf38)); 
# 85
} ; typedef decltype(lam44) __T0;
# 86
lam44(); 
# 87
++w41; 
# 88
}  
# 89
a40 = (26 == (buf38[w41])); 
# 90
--(data39[1]); 
# 91
int hi45 = w41; 
# 92
if (buf38 == (nullptr)) { 
# 93
goto skip46; 
# 94
}  
# 95
(__cudaPushCallConfiguration(sizeof(int) * (2), 26 + (26 + 76))) ? (void)0 : tile21_kernel(nullptr, data39, buf38[w41 & 7], nullptr); 
# 96
skip46:; ; 
# 97
return a40; 
# 98
} 
# 100
int main() { 
# 101
int size47 = 1876; 
# 102
if (size47 >= (size47 + 3660)) { 
# 103
return run_drift37(nullptr, (int *)nullptr, 0) - (5 - size47); 
# 104
}  
# 105
float h48 = (12.875F); 
# 106
bool flag49 = (46 << (size47 + size47)) * ((0) + h48); 
# 107
int iter50 = 0; 
# 108
while (iter50 < 13) { 
# 109
h48 = (-(12.375F)); 
# 110
flag49 = (!((run_drift37(static_cast< int *>(nullptr), static_cast< int *>(nullptr), iter50 >= flag49)) == (flag49 % 33L))); 
# 111
++iter50; 
# 112
}  
# 113
(__cudaPushCallConfiguration((size47 + 63) / 64, 128)) ? (void)0 : count5_kernel(static_cast< double *>(nullptr), (int *)nullptr, static_cast< const int *>(nullptr)); 
# 114
(__cudaPushCallConfiguration(dim3((iter50 + 63) / 64, 1 << 6), sizeof(unsigned) * (26 + 102), sizeof(float) * (64), nullptr)) ? (void)0 : update29_kernel< float, 5> (size47); 
# 115
(__cudaPushCallConfiguration(2, 26 + 6)) ? (void)0 : warp33< double, 5> (static_cast< double *>(nullptr)); 
# 116
return 0; 
# 117
} 

# 1 "v002079.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a4f3b47a_10_v002079_cu_561a35dc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002079.cudafe1.stub.c"
#include "v002079.cudafe1.stub.c"
# 1 "v002079.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
