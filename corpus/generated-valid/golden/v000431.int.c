# 1 "v000431.cu"
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
# 14 "v000431.cu"
__attribute__((visibility("hidden"))) void stencil6_kernel(const size_t *in7, signed char *dst8) ;
#if 0
# 14
{ 
# 15
int hi9 = (((static_cast< short>(dst8[3])) + (in7[1])) + (in7[3])) * ((((*in7) + (42)) + (55)) + (*dst8)); 
# 16
hi9 = 59; 
# 17
long long q10(in7[3]); 
# 18
(dst8[hi9]) = (62); 
# 19
int y11 = q10; 
# 20
do { hi9 += 43; } while (0); 
# 21
unsigned char k12 = in7[q10]; 
# 22
} 
#endif
# 24 "v000431.cu"
template< class T> 
# 25
struct Acc13 { 
# 26
T id14; 
# 27
T scale15() const { 
# 28
int val16 = 50; 
# 29
return sizeof(T) * ((id14) - val16); 
# 30
} 
# 31
}; 
# 33
struct Stats17 { 
# 34
unsigned vel18; 
# 35
unsigned long flag19; 
# 36
int flag20; 
# 37
int z21; 
# 38
void apply22(char e23) { 
# 39
(z21) = e23; 
# 40
} 
# 41
}; 
# 43
inline Stats17 operator+(Stats17 a, Stats17 b) { 
# 44
Stats17 r = a; 
# 45
(r.vel18) += (b.vel18); 
# 46
(r.flag19) += (b.flag19); 
# 47
(r.flag20) += (b.flag20); 
# 48
(r.z21) += (b.z21); 
# 49
return r; 
# 50
} 
# 51
static Acc13< double>  d_apply24; 
# 53
int run_count25(int len26, float beta27, long *acc28) { 
# 54
if ((acc28[len26]) * (acc28[2])) { 
# 55
return beta27; 
# 56
}  
# 57
([=]() mutable { 
# 58
(__cudaPushCallConfiguration(dim3(32, ((len26) + 255) / 256, 64), 256, sizeof(double) * (32), 0)) ? (void)0 : stencil6_kernel(reinterpret_cast< const unsigned long *>(acc28), nullptr); 
# 59
++((acc28)[len26]); 
# 60
(*(acc28)) = ((acc28)[len26]); 
# 61
} )(); 
# 62
if (unsigned char x29(beta27); len26 == 12UL) { 
# 63
(*acc28) = (36); 
# 64
do { x29 += (beta27 * (x29 + (x29 + len26))); } while (0); 
# 65
}  
# 66
return -5; 
# 67
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 69
template< class T, class U> static void 
# 70
__wrapper__device_stub_probe30_kernel(T *&acc31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 70
{ 
# 71
if ((41) <= (d_apply24.id14)) { 
# 72
goto finish33; 
# 73
}  
# 74
(acc31[7]) = d_apply24.scale15(); 
# 75
if ((acc31[2]) <= (20U * (*acc31))) { 
# 76
U acc32{static_cast< U>(d_apply24.scale15())}; 
# 77
if (d_apply24.scale15() == (sizeof(int))) { 
# 78
d_apply24 = d_apply24; 
# 79
do { (acc31[4]) += acc32; } while (0); 
# 80
}  
# 81
}  
# 82
finish33:; ; 
# 83
} 
#endif

#pragma GCC diagnostic pop

# 69 "v000431.cu"
template< class T, class U> static void 
# 70
probe30_kernel(T *acc31) {__wrapper__device_stub_probe30_kernel<T,U>(acc31);
# 83
return;}
#if 0
# 70
{ 
# 71
if ((41) <= (d_apply24.id14)) { 
# 72
goto finish33; 
# 73
}  
# 74
(acc31[7]) = d_apply24.scale15(); 
# 75
if ((acc31[2]) <= (20U * (*acc31))) { 
# 76
U acc32{static_cast< U>(d_apply24.scale15())}; 
# 77
if (d_apply24.scale15() == (sizeof(int))) { 
# 78
d_apply24 = d_apply24; 
# 79
do { (acc31[4]) += acc32; } while (0); 
# 80
}  
# 81
}  
# 82
finish33:; ; 
# 83
} 
#endif
# 85 "v000431.cu"
namespace _GLOBAL__N__98c9696a_10_v000431_cu_71a81615 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__98c9696a_10_v000431_cu_71a81615; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__98c9696a_10_v000431_cu_71a81615 __attribute__((visibility("hidden")))  { 
# 86
void grow34(double *dst35, float *buf36, int *dst37, const int *input38) ;
#if 0
# 86
{ 
# 87
(dst35[0]) = ((((int)(input38[2])) + ((9.5) - (buf36[7]))) * ((input38[0]) / (dst37[3]))); 
# 88
(dst37[4]) = 3273; 
# 89
d_apply24 = d_apply24; 
# 90
if ((static_cast< unsigned char>(d_apply24.id14)) > 14) { 
# 91
return; 
# 92
}  
# 93
} 
#endif
# 94 "v000431.cu"
static double c_merge39; 
# 95
}
# 97
int main() { 
# 98
int n40 = 1927; 
# 99
auto lam43 = [](unsigned prod41)->float { 
# 100
prod41 = ((prod41 + (27)) % (8)); 
# 101
float z42{(2.0F)}; 
# 102
return run_count25(prod41, -(22.875F), nullptr); 
# 103
} ; typedef decltype(lam43) __T0;
# 104
lam43(n40); 
# 105
n40 = ((56 - n40) + (n40 % 8)); 
# 106
long x44[7]{(3), (-55), 2L, (5), (29), (64), 8L}; 
# 107
(x44[5]) = n40; 
# 108
(__cudaPushCallConfiguration((n40 + 63) / 64, 512, 1024 * 4, (cudaStream_t)0)) ? (void)0 : probe30_kernel< int, float> (&n40); 
# 109
(__cudaPushCallConfiguration((n40 + 63) / 64, 64)) ? (void)0 : grow34((double *)nullptr, static_cast< float *>(nullptr), &n40, &n40); 
# 110
return 0; 
# 111
} 

# 1 "v000431.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__98c9696a_10_v000431_cu_71a81615
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000431.cudafe1.stub.c"
#include "v000431.cudafe1.stub.c"
# 1 "v000431.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
