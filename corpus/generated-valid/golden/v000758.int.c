# 1 "v000758.cu"
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
# 10 "v000758.cu"
static int d_relax6; 
# 12
__attribute__((visibility("hidden"))) void update7(unsigned b8, const float *in9, int count10) ;
#if 0
# 12
{ 
# 13
int tid11 = __device_builtin_variable_threadIdx.x; 
# 14
if (tid11 >= count10) { 
# 15
return; 
# 16
}  
# 17
count10 = (in9[count10]); 
# 18
count10 = ((-(in9[4])) / (2)); 
# 19
count10 = (1623U); 
# 20
d_relax6++; 
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v000758.cu"
template< class T, int N = 3> static void 
# 24
__wrapper__device_stub_sift12(T *&data13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
unsigned i14 = __device_builtin_variable_threadIdx.x; 
# 26
T v15 = (25); 
# 27
((*data13)--), ((data13[i14]) = ((N) % i14)); 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 23 "v000758.cu"
template< class T, int N = 3> static void 
# 24
sift12(T *data13) {__wrapper__device_stub_sift12<T,N>(data13);
# 28
return;}
#if 0
# 24
{ 
# 25
unsigned i14 = __device_builtin_variable_threadIdx.x; 
# 26
T v15 = (25); 
# 27
((*data13)--), ((data13[i14]) = ((N) % i14)); 
# 28
} 
#endif
# 30 "v000758.cu"
template< class T, int N> size_t 
# 31
relax16(T *data17, const T *input18, const char *in19) { 
# 32
if (!((input18[5]) != N)) { 
# 33
return ((in19[7]) & 15); 
# 34
}  
# 35
(data17[1]) = (N - (*in19)); 
# 36
unsigned hi20{(static_cast< unsigned>(8))}; 
# 37
{ 
# 38
T prod21((unsigned)5U); 
# 39
hi20 = (3UL * prod21); 
# 40
} 
# 41
return 8; 
# 42
} 
# 45
template< class T> 
# 46
struct Span22 { 
# 47
T z23; 
# 48
T w24; 
# 49
T mass25; 
# 50
T reset26() const { 
# 51
return relax16< T, 3> ((T *)nullptr, nullptr, (const char *)nullptr) / (5.75); 
# 52
} 
# 53
}; 
# 55
__attribute__((unused)) double bump27(double a28 = (17.625)) {int volatile ___ = 1;(void)a28;
# 60
::exit(___);}
#if 0
# 55
{ 
# 56
unsigned e29(relax16< float, 7> (nullptr, nullptr, nullptr)); 
# 57
d_relax6 = e29; 
# 58
__attribute__((unused)) static int sh_30; 
# 59
return (sh_30 & 15); 
# 60
} 
#endif
# 62 "v000758.cu"
int host_pack31(double b32, float a33, float alpha34 = -(2.125F)) { 
# 63
relax16< double, 2> (nullptr, (const double *)nullptr, nullptr); 
# 64
unsigned long long *cnt35 = ((unsigned long long *)nullptr); 
# 65
relax16< double, 2> (reinterpret_cast< double *>(cnt35), reinterpret_cast< const double *>(cnt35), reinterpret_cast< const char *>(cnt35)); 
# 66
const char *diff36 = ("a\tb_tail"); 
# 67
constexpr int z37 = 24; 
# 68
a33 = (cnt35[6]); 
# 69
++alpha34; 
# 70
return (8) * relax16< double, 8> (nullptr, reinterpret_cast< const double *>(cnt35), reinterpret_cast< const char *>(cnt35)); 
# 71
} 
# 73
double pivot38(int lane39, int count40) { 
# 74
switch (lane39) { 
# 75
case 7:  
# 76
(__cudaPushCallConfiguration(dim3(5 + (5 + (8 + 46)), (lane39 + 255) / 256, 128), (5 + 27) * 8, sizeof(double) * (256))) ? (void)0 : update7(lane39 / 2, (const float *)nullptr, count40 >> count40); 
# 77
break; 
# 78
}  
# 79
(__cudaPushCallConfiguration((lane39 + 63) / 64, (8 + (5 + (5 + (5 + (5 + 36))))) * 2, 0, 0)) ? (void)0 : sift12< unsigned, 6> (nullptr); 
# 80
lane39 = (relax16< int, 3> ((int *)nullptr, (const int *)nullptr, nullptr)); 
# 81
return 34LL; 
# 82
} 
# 84
int main() { 
# 85
int size41 = 2500; 
# 86
double m42[3]{(54), (1.25), ((2.25F))}; 
# 87
++size41; 
# 88
(m42[0]) = size41; 
# 89
return 0; 
# 90
} 

# 1 "v000758.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ec15a1ee_10_v000758_cu_d849974c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000758.cudafe1.stub.c"
#include "v000758.cudafe1.stub.c"
# 1 "v000758.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
