# 1 "v001466.cu"
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
# 8 "v001466.cu"
struct Span3 { 
# 9
float mass4, val5; 
# 10
float mix6(int z7) const { 
# 11
return (static_cast< int>(z7)) + (z7 << z7); 
# 12
} 
# 13
}; 
# 15
template< class T, int N = 6> __attribute__((unused)) void 
# 16
spread8(const T *input9, int len10, T b11) {int volatile ___ = 1;(void)input9;(void)len10;(void)b11;
# 19
::exit(___);}
#if 0
# 16
{ 
# 17
b11++; 
# 18
__attribute__((unused)) static float sh_12[16]; 
# 19
} 
#endif
# 21 "v001466.cu"
int host_update13(unsigned p14, const float *in15, int lane16) { 
# 22
p14 = p14; 
# 23
int s17 = p14; 
# 24
const double sum18 = static_cast< int>(19U + s17); 
# 25
return -(((sum18 + p14) + (38)) + (59UL)); 
# 26
} 
# 29
static void bias19(float b20, int *acc21, Span3 b22, const float *in23) ;
#if 0
# 29
{ 
# 30
double t24 = ((acc21[0]) <= 18U) ? sizeof(unsigned char) : (13L); 
# 31
__attribute__((unused)) static Span3 sh_25[32]; 
# 32
} 
#endif
# 33 "v001466.cu"
static int d_tally26; 
# 36
static void march27(int count28, Span3 a29, const int *coef30, int count31) ;
#if 0
# 36
{ 
# 37
(count31++), (d_tally26 = ((static_cast< unsigned>(36)) + ((count28 + 10LL) + (sizeof(int))))); 
# 38
(++count31), (a29 = Span3{(38U), (float)(count28 + (4.5F))}); 
# 39
int pass32 = 0; 
# 40
while (pass32 < 7) { 
# 41
__attribute__((unused)) static double sh_33[64]; 
# 42
switch (-(coef30[5])) { 
# 43
case 3:  
# 44
(sh_33[d_tally26]) = ((unsigned)(((a29.val5) + (((15) != (sh_33[pass32])) ? a29.mass4 : (coef30[3]))) + ((d_tally26 += (-4370L)), pass32))); 
# 45
break; 
# 46
case sizeof(float):  
# 47
(sh_33[d_tally26])++; 
# 48
[[fallthrough]] ; 
# 49
case 5:  
# 50
break; 
# 51
case 10:  
# 52
break; 
# 53
}  
# 54
++pass32; 
# 55
}  
# 56
} 
#endif
# 58 "v001466.cu"
namespace kern34 { 
# 59
int host_probe35(Span3 beta36, Span3 alpha37, const int *in38) { 
# 60
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : bias19(16 * (in38[5]), static_cast< int *>(nullptr), beta36, reinterpret_cast< const float *>(in38)); 
# 61
int off39((((44LL) / (alpha37.mass4)) + (alpha37.val5)) + (static_cast< int>((alpha37.mass4) * (8)))); 
# 62
(__cudaPushCallConfiguration((off39 + 63) / 64, 128, 0, (cudaStream_t)0)) ? (void)0 : march27((int)47, beta36, in38, (21) + ((alpha37.mass4) * (11))); 
# 63
int off40 = (beta36.val5) + ((35) % (((beta36.val5) >= (33)) ? 2UL : off39)); 
# 64
return (((in38[off40]) + (*in38)) * ((in38[off40]) + (*in38))); 
# 65
} 
# 66
enum Kind41: long { BUSY42 = 2L, MUL43, HIGH44, BLUE45}; 
# 68
inline double mix46(double cfg47, unsigned long *buf48) { 
# 69
(buf48[3]) = ((static_cast< unsigned char>(cfg47)) >> ((21) + (buf48[2]))); 
# 70
if (cfg47 > ((buf48[2]) >> (kern34::BUSY42))) { 
# 71
auto h49 = ((buf48[0]) + cfg47) + ((buf48[2]) << (buf48[2])); 
# 72
(buf48[0]) = h49; 
# 73
float m50 = (cfg47 + ((buf48 == (nullptr)) ? *buf48 : (17.5F))) + (*buf48); 
# 74
} else { 
# 75
}  
# 76
return cfg47; 
# 77
} 
# 78
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 81
__attribute((noinline)) __attribute__((unused)) static float sift51(int len52) {int volatile ___ = 1;(void)len52;
# 89
::exit(___);}
#if 0
# 81
{ 
# 82
int iter53 = 0; 
# 83
do { 
# 84
__attribute__((unused)) static float sh_54; 
# 85
++iter53; 
# 86
} while (iter53 < 13); 
# 87
len52 = 26; 
# 88
return len52 * ((((d_tally26 > len52) ? 45 : d_tally26) < len52) ? iter53 >> 7 : ((len52 + 2) + (kern34::HIGH44))); 
# 89
} 
#endif

#pragma GCC diagnostic pop

# 91 "v001466.cu"
void host_relax55(char alpha56) { 
# 92
alpha56 = (alpha56 - alpha56); 
# 93
alpha56 = alpha56; 
# 94
alpha56--; 
# 95
kern34::Kind41 k57 = kern34::BUSY42; 
# 96
alpha56--; 
# 97
} 
# 99
int main() { 
# 100
int n58 = 3529; 
# 101
n58 = n58; 
# 102
kern34::Kind41 h59 = kern34::HIGH44; 
# 103
return 0; 
# 104
} 

# 1 "v001466.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b89d517_10_v001466_cu_a9966de1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001466.cudafe1.stub.c"
#include "v001466.cudafe1.stub.c"
# 1 "v001466.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
