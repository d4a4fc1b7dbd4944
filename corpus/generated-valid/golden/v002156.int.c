# 1 "v002156.cu"
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
# 7 "v002156.cu"
__attribute__((visibility("hidden"))) void relax3_kernel(int len4, unsigned char *data5) ;
#if 0
# 7
{ 
# 8
if (data5 != (nullptr)) { 
# 9
goto out6; 
# 10
}  
# 11
(data5[len4]) = (2); 
# 12
++(data5[7]); 
# 13
len4 = ((*data5) % 8); 
# 14
out6:; ; 
# 15
} 
#endif
# 16 "v002156.cu"
__attribute__((visibility("hidden"))) void norm7_kernel(float b8, int stride9, char *buf10, const int *in11) ;
#if 0
# 16
{ 
# 17
for (int i12 = 0; i12 < 7; ++i12) { 
# 18
__attribute__((unused)) static int sh_13; 
# 19
}  
# 20
for (int i14 = 0; i14 < stride9; i14++) { 
# 21
unsigned y15(i14); 
# 22
}  
# 23
b8 = (4021L); 
# 24
float y16((7.125F)); 
# 25
bool hi17 = (buf10[stride9]) < sizeof(unsigned); 
# 26
} 
#endif
# 27 "v002156.cu"
struct Vec18 { 
# 28
unsigned long vel19; 
# 29
unsigned count20; 
# 30
float lo21; 
# 31
int id22; 
# 32
void scale23(int r24) { 
# 33
r24 = (7 - (((id22) - r24) - ((id22) - 58))); 
# 34
Vec18 idx25 = Vec18{(50), count20, (-39), id22}; 
# 35
} 
# 36
void apply26(unsigned u27) { 
# 37
(vel19) = ((u27 != u27) ? ' ' : 22ULL); 
# 38
} 
# 39
}; 
# 40
float march28(float cfg29 = (4.0F)) { 
# 41
constexpr int sum30 = 20; 
# 42
auto hi31 = 18; 
# 43
cfg29--; 
# 44
cfg29++; 
# 45
float m32{(7.125F)}; 
# 46
constexpr double f33 = (62U); 
# 47
int u34 = hi31 % 8; 
# 48
return (hi31 % 8); 
# 49
} 
# 50
static void filter35_kernel(const int *src36, char *buf37) ;
#if 0
# 50
{ 
# 51
if (src36[0]) { 
# 52
goto out42; 
# 53
}  
# 54
(*buf37) = ((src36[0]) * march28((buf37 != (nullptr)) ? src36[5] : 32)); 
# 55
for (int n38 = 0; n38 < 7; ++n38) { 
# 56
for (int it39 = 9; it39 > 0; --it39) { 
# 57
auto diff40 = (50) - march28(); 
# 58
unsigned long long diff41{(46UL)}; 
# 59
diff41 = (march28()); 
# 60
}  
# 61
}  
# 62
out42:; ; 
# 63
} 
#endif
# 64 "v002156.cu"
float trace43(unsigned char cfg44, const char *__restrict__ in45, const int *__restrict__ coef46) { 
# 65
cfg44 = (55); 
# 66
cfg44 = (44); 
# 67
return cfg44; 
# 68
} 
# 69
static void bias47_kernel(int lane48, const float *input49, float b50) ;
#if 0
# 69
{ 
# 70
__attribute__((unused)) extern int dyn_51[]; 
# 71
long mid52 = (4); 
# 72
Vec18 val53 = Vec18{(56U), (static_cast< unsigned>(sizeof(Vec18))), b50, lane48}; 
# 73
val53 = Vec18{(47), static_cast< unsigned>((march28() <= (48)) ? trace43(11U, nullptr, (const int *)nullptr) : (13UL)), ('A'), (49UL)}; 
# 74
} 
#endif
# 75 "v002156.cu"
enum Mode54 { SLOW55, FAST56, OFF57 = 7, ON58 = 12}; 
# 76
static_assert((51 > 50), "bad config");
# 77
extern "C" __attribute__((visibility("hidden"))) void drift59(float q60) ;
#if 0
# 77
{ 
# 78
if (((unsigned)q60) == q60) { 
# 79
return; 
# 80
}  
# 81
if (q60 != q60) { 
# 82
return; 
# 83
}  
# 84
Mode54 stride61 = FAST56; 
# 85
} 
#endif
# 86 "v002156.cu"
static size_t pack62(int *acc63, float p64 = '#') { 
# 87
Vec18 v65 = {static_cast< unsigned long>(trace43(4, nullptr, acc63)), static_cast< unsigned>(trace43(p64, (const char *)nullptr, acc63)), p64, (34UL)}; 
# 88
(__cudaPushCallConfiguration(((FAST56) + 3) * 16, ((FAST56) + 7) * ((FAST56) + ((FAST56) + ((OFF57) + 7))), sizeof(int) * (128), 0)) ? (void)0 : drift59(-(v65.id22)); 
# 89
(__cudaPushCallConfiguration((FAST56) + ((OFF57) + ((ON58) + (ON58))), 64, sizeof(double) * (256))) ? (void)0 : relax3_kernel(((v65.count20) * (v65.id22)) % (8), nullptr); 
# 90
if (((acc63[2]) != 33) || ((v65.id22) < 6UL)) { 
# 91
return trace43((acc63[6]) % 8, nullptr, acc63); 
# 92
}  
# 93
for (int i66 = 0; i66 < (((FAST56) + ((FAST56) + ((FAST56) + ((FAST56) + 3)))) * 2); i66++) { 
# 94
p64 = (12.25F); 
# 95
(__cudaPushCallConfiguration(64, 128, sizeof(float) * (128))) ? (void)0 : filter35_kernel(nullptr, (char *)nullptr); 
# 96
}  
# 97
return ((v65.vel19) % (8)); 
# 98
} 
# 99
int main() { 
# 100
int len67 = 3321; 
# 101
for (int i68 = 0; i68 < len67; ++i68) { 
# 102
float base69 = len67; 
# 103
}  
# 104
(__cudaPushCallConfiguration((len67 + 127) / 128, 128 * 4)) ? (void)0 : bias47_kernel(len67, nullptr, ((len67 + len67) > 18) ? len67 : ((0.625F) + len67)); 
# 105
len67 = (((34U - len67) + (len67 % 8)) * (pack62(nullptr) * ((long)len67))); 
# 106
(__cudaPushCallConfiguration((OFF57) + ((FAST56) + ((FAST56) + (OFF57))), 4 * ((FAST56) + (OFF57)), (OFF57) + ((ON58) + ((OFF57) + ((OFF57) + ((FAST56) + 990)))))) ? (void)0 : norm7_kernel((3.125F), pack62(&len67, (6.25F)) % (8), nullptr, nullptr); 
# 107
return 0; 
# 108
} 

# 1 "v002156.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d0c24e9_10_v002156_cu_65d51385
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002156.cudafe1.stub.c"
#include "v002156.cudafe1.stub.c"
# 1 "v002156.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
