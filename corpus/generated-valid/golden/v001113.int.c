# 1 "v001113.cu"
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
# 9 "v001113.cu"
float apply4(float a5) { 
# 10
float *prod6 = &a5; 
# 11
for (int i7 = 0; i7 < 7; ++i7) { 
# 12
if ((61L <= (i7 + (U'\x61'))) || ((i7 & 1) || (i7 >= i7))) { 
# 13
long u8 = *prod6; 
# 14
constexpr long cnt9 = (4); 
# 15
}  
# 16
++(prod6[i7]); 
# 17
}  
# 18
unsigned char tmp10{(19)}; 
# 19
return sizeof(int); 
# 20
} 
# 22
__attribute__((visibility("hidden"))) void decay11(int len12, int len13) ;
#if 0
# 22
{ 
# 23
len12 = len12; 
# 24
if ((len13 * len13) >= ('\a')) { 
# 25
return; }  
# 26
} 
#endif
# 28 "v001113.cu"
struct alignas(8) Stats14 { 
# 29
double count15; 
# 30
unsigned y16, count17; 
# 31
int mass18; 
# 32
}; 
# 34
inline Stats14 operator+(Stats14 a, Stats14 b) { 
# 35
Stats14 r = a; 
# 36
(r.count15) += (b.count15); 
# 37
(r.y16) += (b.y16); 
# 38
(r.count17) += (b.count17); 
# 39
(r.mass18) += (b.mass18); 
# 40
return r; 
# 41
} 
# 42
constexpr float kS19 = (2.0F); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44
template< class T, int N> static void 
# 45
__wrapper__device_stub_smooth20_kernel(T *&dst21, const T *&in22, const T *&in23, const T *&input24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
(dst21[7]) = (in22[0]); 
# 47
__attribute__((unused)) static Stats14 sh_25[8]; 
# 48
if ((((sh_25[4]).mass18) + 33) != (dst21[4])) { 
# 49
goto done28; 
# 50
}  
# 51
{ 
# 52
++(dst21[4]); 
# 53
if ((((T)(in23[4])) / (N << ((sh_25[1]).count17))) != (10ULL | ((sh_25[3]).mass18))) { 
# 54
float s26 = (((N) - ((sh_25[0]).count17)) * (((sh_25[1]).y16) + (7))) ^ ((10) + ((sh_25[4]).count17)); 
# 55
T off27{9}; 
# 56
}  
# 57
} 
# 58
done28:; ; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 44 "v001113.cu"
template< class T, int N> static void 
# 45
smooth20_kernel(T *dst21, const T *in22, const T *in23, const T *input24) {__wrapper__device_stub_smooth20_kernel<T,N>(dst21,in22,in23,input24);
# 59
return;}
#if 0
# 45
{ 
# 46
(dst21[7]) = (in22[0]); 
# 47
__attribute__((unused)) static Stats14 sh_25[8]; 
# 48
if ((((sh_25[4]).mass18) + 33) != (dst21[4])) { 
# 49
goto done28; 
# 50
}  
# 51
{ 
# 52
++(dst21[4]); 
# 53
if ((((T)(in23[4])) / (N << ((sh_25[1]).count17))) != (10ULL | ((sh_25[3]).mass18))) { 
# 54
float s26 = (((N) - ((sh_25[0]).count17)) * (((sh_25[1]).y16) + (7))) ^ ((10) + ((sh_25[4]).count17)); 
# 55
T off27{9}; 
# 56
}  
# 57
} 
# 58
done28:; ; 
# 59
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61 "v001113.cu"
template< class T, int N> static void 
# 62
__wrapper__device_stub_count29_kernel(T *&dst30, unsigned &beta31, const int *&in32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
if ((((dst30[3]) += 16), apply4(N)) >= 16) { 
# 64
__attribute__((unused)) static unsigned char sh_33[16]; 
# 65
apply4(((8.5F) + beta31) - ((7.0F) * beta31)); 
# 66
}  
# 67
} 
#endif

#pragma GCC diagnostic pop

# 61 "v001113.cu"
template< class T, int N> static void 
# 62
count29_kernel(T *dst30, unsigned beta31, const int *in32) {__wrapper__device_stub_count29_kernel<T,N>(dst30,beta31,in32);
# 67
return;}
#if 0
# 62
{ 
# 63
if ((((dst30[3]) += 16), apply4(N)) >= 16) { 
# 64
__attribute__((unused)) static unsigned char sh_33[16]; 
# 65
apply4(((8.5F) + beta31) - ((7.0F) * beta31)); 
# 66
}  
# 67
} 
#endif
# 70 "v001113.cu"
inline float pack34(int lane35 = 35U) { 
# 71
switch ((int)lane35) { 
# 72
case 11:  
# 73
break; 
# 74
default:  
# 75
lane35 = ((lane35 + lane35) | (lane35 + 4622)); 
# 76
break; 
# 77
}  
# 78
if (10 == ((int)lane35)) { 
# 79
return (double)apply4(lane35); }  
# 80
if (lane35 <= 32U) { 
# 81
return (lane35 + kS19); }  
# 82
return lane35; 
# 83
} 
# 85
void split36(int count37) { 
# 86
for (int n38 = 0; n38 < 3; n38++) { 
# 87
count37 = (pack34()); 
# 88
for (int j39 = 10; j39 > 0; --j39) { 
# 89
static_assert(((32 + 18) > 49), "tile must fit");
# 90
(__cudaPushCallConfiguration((n38 + 31) / 32, 64 + (32 + 32))) ? (void)0 : count29_kernel< float, 5> ((float *)nullptr, apply4(j39), &j39); 
# 91
}  
# 92
}  
# 93
} 
# 95
int main() { 
# 96
int size40 = 3735; 
# 97
Stats14 prod41{(9.25), (18), 6U, 6}; 
# 98
(prod41.y16)++; 
# 99
apply4(kS19); 
# 100
(__cudaPushCallConfiguration(32 + 32, 32, 1 << 10, 0)) ? (void)0 : decay11(-47, (61 & (prod41.mass18)) % (prod41.count17)); 
# 101
(__cudaPushCallConfiguration(32 + (64 + 32), 32 + 480, sizeof(int) * (64), nullptr)) ? (void)0 : smooth20_kernel< double, 7> ((double *)nullptr, (const double *)nullptr, nullptr, nullptr); 
# 102
return 0; 
# 103
} 

# 1 "v001113.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__beba6886_10_v001113_cu_e551a200
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001113.cudafe1.stub.c"
#include "v001113.cudafe1.stub.c"
# 1 "v001113.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
