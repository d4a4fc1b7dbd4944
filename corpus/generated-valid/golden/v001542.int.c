# 1 "v001542.cu"
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
# 10 "v001542.cu"
namespace _GLOBAL__N__5577c285_10_v001542_cu_e9430c5e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5577c285_10_v001542_cu_e9430c5e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5577c285_10_v001542_cu_e9430c5e __attribute__((visibility("hidden")))  { 
# 11
enum Op5 { 
# 12
RED6, 
# 13
LOW7, 
# 14
ADD8, 
# 15
OFF9 = 6, 
# 16
SLOW10
# 17
}; 
# 18
enum Phase11 { OFF12 = 2, OFF13, ON14, OFF15}; 
# 19
enum class Level16 { 
# 20
Add17, 
# 21
Busy18, 
# 22
Add19, 
# 23
Blue20, 
# 24
Add21
# 25
}; 
# 26
}
# 27
enum Phase22: short { MUL23, ON24 = 6, FAST25 = 11}; 
# 28
enum class Level26 { Green27, Slow28 = 5}; 
# 30
__attribute__((visibility("hidden"))) void bias29_kernel(double p30) ;
#if 0
# 30
{ 
# 31
p30 -= (51); 
# 32
__attribute__((unused)) static short sh_31[16]; 
# 33
for (int j32 = 0; j32 < 2; ++j32) { 
# 34
float s33 = (5.75F); 
# 35
}  
# 36
if (((sh_31[1]) - (MUL23)) >= p30) { 
# 37
return; }  
# 38
} 
#endif
# 41 "v001542.cu"
__attribute__((visibility("hidden"))) void split34_kernel(int lane35, const unsigned *coef36) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern int dyn_37[]; 
# 43
(dyn_37[lane35])++; 
# 44
for (int j38 = 0; j38 < 7; ++j38) { 
# 45
auto res39 = 2UL; 
# 46
lane35 -= ((dyn_37[lane35 & 7]) * ((res39 - lane35) / (((dyn_37[res39 & (7)]) > res39) ? dyn_37[res39 & (7)] : res39))); 
# 47
}  
# 48
} 
#endif
# 50 "v001542.cu"
template< class T, int N> __attribute__((unused)) T 
# 51
bias40(const T *coef41, const float *coef42, T *out43) {int volatile ___ = 1;(void)coef41;(void)coef42;(void)out43;
# 59
::exit(___);}
#if 0
# 51
{ 
# 52
(*out43) /= ((13.75) - ((((*coef42) + (N)) > (9)) ? (*coef42) + (N) : (9))); 
# 53
(out43[5]) -= (((*out43) < ((SLOW10) + ((coef42[4]) + (*coef42)))) ? *out43 : ((SLOW10) + ((coef42[4]) + (*coef42)))); 
# 54
(out43[6])--; 
# 55
__attribute__((unused)) static int sh_44[2 * ((ON24) + 2)]; 
# 56
(sh_44[6]) += ((35 + (coef41[1])) / 5); 
# 57
long cnt45 = (43 + ((unsigned char)(*out43))) ^ (((sh_44[1]) ? N : sizeof(int)) * (sh_44[0])); 
# 58
return *coef41; 
# 59
} 
#endif
# 60 "v001542.cu"
enum State46 { ON47, MUL48, BUSY49 = 6, HIGH50}; 
# 62
namespace _GLOBAL__N__5577c285_10_v001542_cu_e9430c5e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5577c285_10_v001542_cu_e9430c5e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5577c285_10_v001542_cu_e9430c5e __attribute__((visibility("hidden")))  { 
# 63
float bias51(signed char b52) { 
# 64
b52++; 
# 65
(__cudaPushCallConfiguration(256, (OFF9) + ((SLOW10) + 51), sizeof(double) * (128))) ? (void)0 : split34_kernel(b52 + 1307, nullptr); 
# 66
--b52; 
# 67
b52 %= b52; 
# 68
b52 = (127L); 
# 69
if (b52 <= b52) { 
# 70
return b52; }  
# 71
return -(22.375F); 
# 72
} 
# 74
void tile53(short *dst54, unsigned short q55, const long long *coef56) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) static float sh_57[(OFF12) + ((ON14) + ((FAST25) + ((ADD8) + 13)))]; 
# 76
int iter58 = 0; 
# 77
while (iter58 < iter58) { 
# 78
q55 = (iter58 - (*coef56)); 
# 79
++iter58; 
# 80
}  
# 81
size_t q59(static_cast< float>(((iter58 ^ 3) > (sh_57[25])) ? dst54[4] : q55)); 
# 82
__attribute__((unused)) static int sh_60[16]; 
# 83
(*dst54) = iter58; 
# 84
if ((q59 | q59) == (28)) { 
# 85
return; }  
# 86
} 
#endif
# 87 "v001542.cu"
enum class Phase61 { 
# 88
On62, 
# 89
Add63, 
# 90
Idle64, 
# 91
Fast65, 
# 92
Idle66
# 93
}; 
# 94
}
# 96
static void check_shade67(Level26 q68) { 
# 97
(__cudaPushCallConfiguration(dim3((MUL48) + ((ADD8) + 13), 16), 512, (LOW7) + ((LOW7) + 4094))) ? (void)0 : tile53(nullptr, 3U, nullptr); 
# 98
q68 = q68; 
# 99
double k69 = (1983); 
# 100
if (q68 == Level26::Slow28) { 
# 101
return; }  
# 102
if (((int)k69) >= k69) { 
# 103
return; }  
# 104
} 
# 106
int main() { 
# 107
int n70 = 1322; 
# 108
for (int i71 = 0; i71 < n70; ++i71) { 
# 109
unsigned long long diff72 = n70 ^ 1160; 
# 110
diff72 ^= (((HIGH50) % n70) + diff72); 
# 111
int iter73 = 0; 
# 112
while (iter73 < i71) { 
# 113
Phase61 z74 = Phase61::Idle66; 
# 114
++iter73; 
# 115
}  
# 116
}  
# 117
n70 = n70; 
# 118
(__cudaPushCallConfiguration(dim3(4, 64), 32)) ? (void)0 : bias29_kernel(n70); 
# 119
return 0; 
# 120
} 

# 1 "v001542.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5577c285_10_v001542_cu_e9430c5e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001542.cudafe1.stub.c"
#include "v001542.cudafe1.stub.c"
# 1 "v001542.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
