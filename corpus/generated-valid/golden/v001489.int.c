# 1 "v001489.cu"
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
# 6 "v001489.cu"
enum Level2 { GREEN3, BLUE4, MUL5, HIGH6}; 
# 8
struct alignas(16) Bounds7 { 
# 9
int flag8; 
# 10
char count9; 
# 11
signed char lo10; 
# 12
int lo11; 
# 13
}; 
# 15
__attribute__((visibility("hidden"))) void split12_kernel(unsigned *out13, int stride14) ;
#if 0
# 15
{ 
# 16
int cnt15 = stride14; 
# 17
stride14--; 
# 18
stride14 -= stride14; 
# 19
float x16 = out13[3]; 
# 20
stride14 -= ((((*out13) += (60)), x16) - (*out13)); 
# 21
if (((x16 >= cnt15) ? x16 : x16) == cnt15) { 
# 22
return; 
# 23
}  
# 24
} 
#endif
# 26 "v001489.cu"
__attribute__((unused)) int pack17(float a18, const Bounds7 &b19, Bounds7 b20) {int volatile ___ = 1;(void)a18;(void)b19;(void)b20;
# 30
::exit(___);}
#if 0
# 26
{ 
# 27
(b20.count9)++; 
# 28
Bounds7 t21{(43UL), '#', static_cast< signed char>(888 & (b20.lo11)), 4}; 
# 29
return (((b19.lo11) & (b20.flag8)) + 9) / (t21.lo11); 
# 30
} 
#endif
# 32 "v001489.cu"
namespace gpu22 { 
# 33
int g_reduce23 = (((MUL5) + ((BLUE4) + 17)) * 2); 
# 34
}
# 35
static short g_bump24; 
# 37
inline double tile25(int n26) { 
# 38
if (unsigned off27 = (((n26 += n26), n26)); (off27 ^ off27) > ((BLUE4) % off27)) { 
# 39
float e28 = (((1.75F) * n26) - off27) + ((n26 + off27) | off27); 
# 40
off27 ^= n26; 
# 41
}  
# 42
return (18.5F); 
# 43
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45
template< class T, int N> static void 
# 46
__wrapper__device_stub_probe29_kernel(const T *&src30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
for (int j31 = 0; j31 < 8; j31++) { 
# 48
switch (j31 - N) { 
# 49
case BLUE4:  
# 50
break; 
# 51
case (MUL5) + 1:  
# 52
break; 
# 53
case (BLUE4) + ((MUL5) + 4):  
# 54
break; 
# 55
case 10:  { 
# 56
float hi32 = pack17(pack17(j31 / (src30[j31 & 7]), Bounds7{}, Bounds7{}), Bounds7{32, 'z', (static_cast< signed char>(HIGH6)), (-61)}, Bounds7{N, 13U, static_cast< signed char>(pack17(N, Bounds7{(-30), (static_cast< char>(127)), (52), 15}, Bounds7{N, 55U, (static_cast< signed char>(56)), (static_cast< int>(N))})), 37}); 
# 57
break; 
# 58
} 
# 59
}  
# 60
}  
# 61
__attribute__((unused)) static int sh_33[64]; 
# 62
pack17(((src30[3]) - (2.5F)) + (6.375F), Bounds7{49, (23U), (127), (0UL)}, Bounds7{27, static_cast< char>(((sh_33[35]) & 1) ? src30[4] : 'z'), 'a', 5}); 
# 63
(sh_33[5]) = ((pack17(HIGH6, Bounds7{(32ULL), (4), (127), 10}, Bounds7{(25U), (static_cast< char>(3)), (static_cast< signed char>(2)), 4493})) ? *src30 : tile25((sh_33[36]) % (sh_33[53]))); 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001489.cu"
template< class T, int N> static void 
# 46
probe29_kernel(const T *src30) {__wrapper__device_stub_probe29_kernel<T,N>(src30);
# 64
return;}
#if 0
# 46
{ 
# 47
for (int j31 = 0; j31 < 8; j31++) { 
# 48
switch (j31 - N) { 
# 49
case BLUE4:  
# 50
break; 
# 51
case (MUL5) + 1:  
# 52
break; 
# 53
case (BLUE4) + ((MUL5) + 4):  
# 54
break; 
# 55
case 10:  { 
# 56
float hi32 = pack17(pack17(j31 / (src30[j31 & 7]), Bounds7{}, Bounds7{}), Bounds7{32, 'z', (static_cast< signed char>(HIGH6)), (-61)}, Bounds7{N, 13U, static_cast< signed char>(pack17(N, Bounds7{(-30), (static_cast< char>(127)), (52), 15}, Bounds7{N, 55U, (static_cast< signed char>(56)), (static_cast< int>(N))})), 37}); 
# 57
break; 
# 58
} 
# 59
}  
# 60
}  
# 61
__attribute__((unused)) static int sh_33[64]; 
# 62
pack17(((src30[3]) - (2.5F)) + (6.375F), Bounds7{49, (23U), (127), (0UL)}, Bounds7{27, static_cast< char>(((sh_33[35]) & 1) ? src30[4] : 'z'), 'a', 5}); 
# 63
(sh_33[5]) = ((pack17(HIGH6, Bounds7{(32ULL), (4), (127), 10}, Bounds7{(25U), (static_cast< char>(3)), (static_cast< signed char>(2)), 4493})) ? *src30 : tile25((sh_33[36]) % (sh_33[53]))); 
# 64
} 
#endif
# 66 "v001489.cu"
__attribute__((visibility("hidden"))) void smooth34(unsigned long p35, int count36) ;
#if 0
# 66
{ 
# 67
++p35; 
# 68
if (p35 <= (p35 + p35)) { 
# 69
return; 
# 70
}  
# 71
} 
#endif
# 73 "v001489.cu"
int apply37(int count38) { 
# 74
switch ((count38 += 3), 46) { 
# 75
case (MUL5) + 6:  { 
# 76
Bounds7 w39 = Bounds7{(3UL), (127), (20), 16}; 
# 77
tile25(GREEN3); 
# 78
break; 
# 79
} 
# 80
case 5:  
# 81
if (12 >= count38) { 
# 82
break; 
# 83
}  
# 84
break; 
# 85
case 6:  
# 86
break; 
# 87
case 1:  
# 88
break; 
# 89
default:  
# 90
break; 
# 91
}  
# 92
return tile25(sizeof(long long) - count38); 
# 93
} 
# 95
int main() { 
# 96
int n40 = 2515; 
# 97
gpu22::g_reduce23 ^= 2292U; 
# 98
(++g_bump24), (g_bump24 %= (((HIGH6) % (g_bump24 + 57UL)) * 1886UL)); 
# 99
long long s41 = gpu22::g_reduce23; 
# 100
short *acc42 = (nullptr); 
# 101
s41 = (BLUE4); 
# 102
if (gpu22::g_reduce23 >= (acc42[n40])) { 
# 103
return (37U) / (g_bump24 - s41); 
# 104
}  
# 105
(__cudaPushCallConfiguration(dim3(2 * ((MUL5) + (MUL5)), (n40 + 31) / 32, 32 * 2), dim3(sizeof(float) * ((MUL5) + ((BLUE4) + ((BLUE4) + 28))), 4), 0)) ? (void)0 : split12_kernel((unsigned *)nullptr, 64 % ((gpu22::g_reduce23 > ('A')) ? g_bump24 : 21)); 
# 106
(__cudaPushCallConfiguration(dim3(1, (gpu22::g_reduce23 + 31) / 32, 2 * 2), dim3((n40 + 255) / 256, (HIGH6) + 5), sizeof(double) * (256))) ? (void)0 : probe29_kernel< float, 2> (nullptr); 
# 107
(__cudaPushCallConfiguration(dim3((BLUE4) + ((BLUE4) + 126), 1), sizeof(unsigned) * (32))) ? (void)0 : smooth34(tile25(16 + (*acc42)), s41 & ((MUL5) + (acc42[s41 & (7)]))); 
# 108
return 0; 
# 109
} 

# 1 "v001489.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8cda7b20_10_v001489_cu_42506355
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001489.cudafe1.stub.c"
#include "v001489.cudafe1.stub.c"
# 1 "v001489.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
