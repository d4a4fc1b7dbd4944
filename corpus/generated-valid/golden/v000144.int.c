# 1 "v000144.cu"
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
# 16 "v000144.cu"
__attribute__((unused)) inline void warp6(const int *input7, double alpha8, int lane9) {int volatile ___ = 1;(void)input7;(void)alpha8;(void)lane9;
# 28
::exit(___);}
#if 0
# 16
{ 
# 17
float r10[4] = {}; 
# 18
(r10[lane9 & 3]) = ((lane9 ^ 11) * (15.875F)); 
# 19
switch (((__device_builtin_variable_threadIdx.z) != lane9) ? 4 : 5) { 
# 20
case 11:  { 
# 21
float idx11 = ((float)(static_cast< long>(r10[2]))) - ((sizeof(double) + (*input7)) & (4)); 
# 22
break; 
# 23
} 
# 24
case 5:  
# 25
--alpha8; 
# 26
break; 
# 27
}  
# 28
} 
#endif
# 30 "v000144.cu"
__attribute__((visibility("hidden"))) void blend12(const unsigned char *__restrict__ in13, int n14, long long cfg15) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_16[]; 
# 32
short idx17(((cfg15 != ((float)(dyn_16[0]))) ? dyn_16[n14 & 7] : (~n14)) + 11); 
# 33
cfg15 = (n14 + ((((*in13) + 56) + 60) - (6U + (*in13)))); 
# 34
} 
#endif
# 36 "v000144.cu"
int check_gather18(float cfg19, int count20, unsigned *__restrict__ data21) { 
# 37
--(*data21); 
# 38
cfg19 = (6 % count20); 
# 39
++cfg19; 
# 40
auto step23 = [z22 = (4) / cfg19]()->float { 
# 41
return (float)(z22); 
# 42
} ; typedef decltype(step23) __T0;
# 43
auto step26 = [=](int base24, int lo25)->float { 
# 44
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : blend12(reinterpret_cast< const unsigned char *>(data21), 23U, (lo25 * (count20)) % 57); 
# 45
base24 = (count20); 
# 46
return (((((data21)[lo25]) * lo25) + (cfg19)) + ((base24 + (cfg19)) + (50))); 
# 47
} ; typedef decltype(step26) __T1;
# 48
(data21[count20]) = ((((~(data21[count20])) * 49LL) + (data21[0])) + (((2721) | (data21[count20 & 7])) + ((43) + cfg19))); 
# 49
auto prod27 = (data21[3]) - (static_cast< int>((int)41)); 
# 50
return prod27; 
# 51
} 
# 53
float bias28(int count29, float alpha30, double alpha31) { 
# 54
alpha30 = (((static_cast< float>(static_cast< float>(alpha31))) == (3U - count29)) ? (count29 / count29) - (count29 | count29) : ((count29 + count29) % 52)); 
# 55
const int v32 = count29 - ((966UL) - alpha31); 
# 56
return +(+(alpha31 * ((2.5F)))); 
# 57
} 
# 59
double fold33(int *dst34, int count35, unsigned cfg36) { 
# 60
auto m37 = 60 * (dst34[count35]); 
# 61
unsigned char k38{(14)}; 
# 62
if ((k38 - k38) <= sizeof(float)) { 
# 63
return count35; 
# 64
}  
# 65
count35 = (static_cast< unsigned char>((count35 | 53L) % (62 & k38))); 
# 66
float f39 = dst34[7]; 
# 67
char k40 = f39; 
# 68
(dst34[6])++; 
# 69
return (int)((cfg36 * (11)) - (41 & k40)); 
# 70
} 
# 73
int rank41(int len42) { 
# 74
double u43 = (unsigned)((((size_t)len42) + len42) + (len42 - 56UL)); 
# 75
if (11L <= len42) { 
# 76
return (len42 ^ 4) ^ 16; 
# 77
}  
# 78
auto sum44 = -len42; 
# 79
return sum44; 
# 80
} 
# 82
inline int stencil45(unsigned beta46, float q47, double *__restrict__ buf48) { 
# 83
(buf48[5])--; 
# 84
q47 = (((!(sizeof(int) != beta46)) ? ~beta46 : sizeof(float)) + (43)); 
# 85
if ((17) != beta46) { 
# 86
return beta46 + ((buf48[0]) + (24UL)); 
# 87
}  
# 88
if (!((buf48[beta46 & (7)]) > (buf48[beta46]))) { 
# 89
return q47; 
# 90
}  
# 91
int w49 = (((beta46 * beta46) % beta46) + ((unsigned)(beta46 + beta46))) + ((9) - beta46); 
# 92
return ((((-q47) * ((w49 + (buf48[6])) + w49)) + ((36) * (q47 - (4)))) + ((unsigned)w49)); 
# 93
} 
# 95
unsigned decay50(int n51, int lane52, const size_t *in53) { 
# 96
lane52 = (((((*in53) < (5)) ? 10 : sizeof(short)) + (11)) * ((2) - (in53[lane52]))); 
# 97
auto r54 = static_cast< int>(((44) * (in53[lane52 & 7])) | ((in53[lane52]) - lane52)); 
# 98
return r54 - (r54 + n51); 
# 99
} 
# 101
int main() { 
# 102
int len55 = 1093; 
# 103
float res56 = ((-(len55 * len55)) <= len55) ? (8 + len55) | ((38L <= len55) ? len55 : 16) : ((unsigned)(len55 - 12)); 
# 104
--res56; 
# 105
len55 = 37; 
# 106
const char *r57 = ("a\tb"); 
# 107
(__cudaPushCallConfiguration(2, 512, 0)) ? (void)0 : blend12(nullptr, static_cast< unsigned>(len55), static_cast< unsigned>(58)); 
# 108
res56++; 
# 109
return 0; 
# 110
} 

# 1 "v000144.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4dfad4fb_10_v000144_cu_7418b8dd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000144.cudafe1.stub.c"
#include "v000144.cudafe1.stub.c"
# 1 "v000144.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
