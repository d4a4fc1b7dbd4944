# 1 "v001134.cu"
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
# 16 "v001134.cu"
unsigned long g_combine6 = (62); 
# 17
bool g_clamp7 = true; 
# 18
typedef unsigned idx8_t; 
# 20
__attribute__((visibility("hidden"))) void pivot9(signed char b10, idx8_t q11) ;
#if 0
# 20
{ 
# 21
b10 = (64); 
# 22
b10++; 
# 23
float base12 = (idx8_t)q11; 
# 24
if ((static_cast< int>(base12)) != 62) { 
# 25
return; 
# 26
}  
# 27
base12--; 
# 28
auto w13 = q11; 
# 29
} 
#endif
# 31 "v001134.cu"
inline double warp14(int n15, double a16) { 
# 32
n15 %= n15; 
# 33
int base17 = (int)((float)a16); 
# 34
return 15UL; 
# 35
} 
# 36
typedef float real18_t; 
# 37
enum class Mode19: short { Fast20 = 1, Off21 = 6, Red22}; 
# 38
static long long g_clamp23; 
# 40
__attribute__((visibility("hidden"))) void update24(const float *__restrict__ src25, int n26) ;
#if 0
# 40
{ 
# 41
constexpr short hi27 = (26); 
# 42
if ((*src25) > n26) { 
# 43
goto done30; 
# 44
}  
# 45
(--n26), (n26 &= ((unsigned)((n26 += (*src25)), ((short)hi27)))); 
# 46
if (constexpr float idx28 = (10.125F); (static_cast< int>((n26 += 52), (src25[n26]))) != warp14(hi27, (23.25))) { 
# 47
n26--; 
# 48
const int flag29 = 25; 
# 49
} else { if (((n26 & hi27) * (*src25)) <= warp14(n26, 16)) { }  }  
# 50
done30:; ; 
# 51
} 
#endif
# 53 "v001134.cu"
__attribute__((visibility("hidden"))) void gather31(unsigned *data32) ;
#if 0
# 53
{ 
# 55
#pragma unroll
for (
# 55
int n33 = 0, j34 = 16; n33 < j34; (++n33), (--j34)) { 
# 56
(data32[6]) = (warp14(54, ((*data32) & (49)) ^ (64))); 
# 57
}  
# 58
warp14(((2) * (data32[3])) + (7), *data32); 
# 59
((*data32)--), ((*data32) &= ((60) + ((data32[1]) * (static_cast< short>(data32[4]))))); 
# 60
} 
#endif
# 62 "v001134.cu"
template< class T, class U> __attribute__((unused)) int 
# 63
fuse35(T *__restrict__ acc36, long a37) {int volatile ___ = 1;(void)acc36;(void)a37;
# 73
::exit(___);}
#if 0
# 63
{ 
# 64
(acc36[a37]) -= ((warp14(a37, acc36[a37]) / warp14(a37, a37)) * 11UL); 
# 65
++a37; 
# 66
int f38(a37 & ((9U) + a37)); 
# 67
a37 %= (~f38); 
# 68
warp14(warp14((2 * (*acc36)) + 30, static_cast< int>(f38)), 37U); 
# 69
if ((*acc36) == (*acc36)) { 
# 70
return a37; 
# 71
}  
# 72
return (float)warp14(16, a37); 
# 73
} 
#endif
# 75 "v001134.cu"
int main() { 
# 76
int n39 = 1759; 
# 77
(__cudaPushCallConfiguration(dim3((n39 + 127) / 128, 16, (n39 + 127) / 128), dim3((n39 + 255) / 256, (n39 + 31) / 32))) ? (void)0 : pivot9(((n39 - 64) <= g_clamp23) ? warp14(g_combine6, -(9.5F)) : g_clamp23, warp14((2 * g_clamp7) + g_clamp7, g_combine6 * sizeof(real18_t))); 
# 78
if (!(warp14(1314U, -(23.0)) >= (41))) { 
# 79
auto lam41 = [](auto idx40) { 
# 80
--idx40; 
# 81
return idx40 * 2; 
# 82
} ; typedef decltype(lam41) __T0;
# 83
}  
# 84
auto idx42 = (n39 * warp14(g_combine6, 47)) == (g_combine6 % g_combine6); 
# 85
(n39--), (g_clamp23 %= (64)); 
# 86
if (g_clamp7 < (((2) * g_combine6) + g_combine6)) { 
# 87
return -23; 
# 88
}  
# 89
(__cudaPushCallConfiguration(((dim3)((g_combine6 + (63)) / (64))), 64 * 4, 4096, 0)) ? (void)0 : update24(nullptr, g_combine6); 
# 90
(__cudaPushCallConfiguration(4, sizeof(float) * (64), 0, (cudaStream_t)0)) ? (void)0 : gather31(nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v001134.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59ad035f_10_v001134_cu_da0f0efd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001134.cudafe1.stub.c"
#include "v001134.cudafe1.stub.c"
# 1 "v001134.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
