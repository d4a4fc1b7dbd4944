# 1 "v000509.cu"
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
# 23 "v000509.cu"
struct Tile7 { 
# 24
int z8; 
# 25
int vel9; 
# 26
size_t vel10; 
# 27
}; 
# 29
inline Tile7 operator+(Tile7 a, Tile7 b) { 
# 30
Tile7 r = a; 
# 31
(r.z8) += (b.z8); 
# 32
(r.vel9) += (b.vel9); 
# 33
(r.vel10) += (b.vel10); 
# 34
return r; 
# 35
} 
# 36
enum class Mode11 { Add12, Blue13, High14 = 6, On15}; 
# 38
__attribute__((visibility("hidden"))) void warp16(double *out17, int *data18, const Tile7 cfg19, const Tile7 q20) ;
#if 0
# 38
{ 
# 39
unsigned tid21 = __device_builtin_variable_threadIdx.x; 
# 40
if (char cnt22 = '\\'; (((cnt22 += 31L), __alignof__(char)) + (cfg19.z8)) <= (out17[0])) { 
# 42
#pragma unroll
for (
# 42
int i23 = 0, j24 = 12; i23 < j24; (++i23), (--j24)) { 
# 43
float hi25 = ('A'); 
# 44
}  
# 45
int hi26 = ((10 << cnt22) | ((unsigned)14)) % ((sizeof(int) - (__device_builtin_variable_blockIdx.x)) | (sizeof(double) - (data18[tid21 & (7)]))); 
# 46
}  
# 47
} 
#endif
# 49 "v000509.cu"
static void bias27_kernel(const int *__restrict__ input28, int *__restrict__ out29, long *acc30, float alpha31) ;
#if 0
# 49
{ 
# 50
for (int n32 = 0, j33 = 3; n32 < j33; (++n32), (--j33)) { 
# 51
(acc30[4]) *= (__device_builtin_variable_blockDim.x); 
# 52
++alpha31; 
# 53
}  
# 54
__attribute__((unused)) static int sh_34; 
# 55
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 57 "v000509.cu"
template< class T, int N = 8> static void 
# 58
__wrapper__device_stub_blend35(T *__restrict__ &data36, T &b37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 58
{ 
# 59
unsigned tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
(data36[4])++; 
# 61
int e39 = __device_builtin_variable_gridDim.y; 
# 62
double lim40((19)); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 57 "v000509.cu"
template< class T, int N = 8> static void 
# 58
blend35(T *__restrict__ data36, T b37) {__wrapper__device_stub_blend35<T,N>(data36,b37);
# 63
return;}
#if 0
# 58
{ 
# 59
unsigned tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
(data36[4])++; 
# 61
int e39 = __device_builtin_variable_gridDim.y; 
# 62
double lim40((19)); 
# 63
} 
#endif
# 64 "v000509.cu"
enum class State41 { Slow42 = 2, Slow43, On44, Green45}; 
# 66
__attribute__((visibility("hidden"))) void combine46(char beta47) ;
#if 0
# 66
{ 
# 67
int idx48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
const long long idx49 = (-(idx48 << (__device_builtin_variable_gridDim.z))) + idx48; 
# 69
for (int j50 = idx48; j50 > 0; --j50) { 
# 70
--beta47; 
# 71
}  
# 72
long long f51 = (idx48 << (beta47 + 37LL)) * (+idx49); 
# 73
f51 = (beta47 + (f51 + beta47)); 
# 74
} 
#endif
# 76 "v000509.cu"
inline float score52(int n53 = 11U) { 
# 77
switch (n53) { 
# 78
case 2 * 4:  { 
# 79
float e54 = (40ULL + n53) % ((1 + n53) - n53); 
# 80
break; 
# 81
} 
# 82
case 2 * 2:  
# 83
for (int j55 = 9; j55 > 0; --j55) { 
# 84
if ((j55 >> 9UL) != 14) { 
# 85
break; 
# 86
}  
# 87
Tile7 sum56 = Tile7{7, 6, 7UL}; 
# 88
}  
# 89
break; 
# 90
}  
# 91
return (15.875F); 
# 92
} 
# 94
float run_shade57(char *__restrict__ buf58) { 
# 95
(buf58[2]) -= (+((unsigned)(-(buf58[0])))); 
# 96
cudaStream_t stride59 = (nullptr); 
# 97
(__cudaPushCallConfiguration(((dim3)(8)), 1 << 9, sizeof(float) * (32), nullptr)) ? (void)0 : combine46(18); 
# 98
dim3 res60 = dim3(8 * 16, 1, sizeof(int) * (14 + 114)); 
# 99
(__cudaPushCallConfiguration(1, 1 << 9, 0, 0)) ? (void)0 : blend35(reinterpret_cast< int *>(buf58), 8); 
# 100
(__cudaPushCallConfiguration(8, sizeof(unsigned) * (8))) ? (void)0 : warp16(reinterpret_cast< double *>(buf58), reinterpret_cast< int *>(buf58), Tile7{1107, 4, (2)}, Tile7{static_cast< int>(*buf58), 4136, 2UL}); 
# 101
if (((*buf58) >= (*buf58)) && ((*buf58) > (buf58[2]))) { 
# 102
return -9; 
# 103
}  
# 104
return *buf58; 
# 105
} 
# 107
int main() { 
# 108
int count61 = 2443; 
# 109
(__cudaPushCallConfiguration(dim3((count61 + 31) / 32, 8), dim3((count61 + 255) / 256, 8, 128), 14 + 4082)) ? (void)0 : blend35(static_cast< unsigned *>(nullptr), static_cast< unsigned>(14 ^ count61)); 
# 110
auto lam63 = [&]()->long long { 
# 111
const bool mid62 = (((count61) + 15) & (3 + (count61))) ^ (count61); 
# 112
return (static_cast< long>(count61)) ^ ((count61) - 5); 
# 113
} ; typedef decltype(lam63) __T0;
# 114
count61 = count61; 
# 115
if (count61 < count61) { 
# 116
return (2ULL * count61) - (19 * count61); 
# 117
}  
# 118
int base64(count61); 
# 119
(__cudaPushCallConfiguration((count61 + 63) / 64, 64 * 2)) ? (void)0 : bias27_kernel(nullptr, nullptr, static_cast< long *>(nullptr), ((short)25) & (count61 & base64)); 
# 120
return 0; 
# 121
} 

# 1 "v000509.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d181e8f0_10_v000509_cu_a8f2f2a4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000509.cudafe1.stub.c"
#include "v000509.cudafe1.stub.c"
# 1 "v000509.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
