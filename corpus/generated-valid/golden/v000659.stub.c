#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000659.fatbin.c"
typedef _NV_ANON_NAMESPACE::Phase5 _ZN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax10idi(int, double, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm25PiN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5EPh(int *__restrict__,  _ZN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5E, unsigned char *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather36PiPjS0_y(int *__restrict__, unsigned *, unsigned *, unsigned long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7relax10idi(int __par0, double __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, double, int))relax10)), 0U);}
# 24 "v000659.cu"
void relax10( int __cuda_0,double __cuda_1,int __cuda_2)
# 24 "v000659.cu"
{__device_stub__Z7relax10idi( __cuda_0,__cuda_1,__cuda_2);
# 36 "v000659.cu"
}
# 1 "v000659.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6norm25PiN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5EPh( int *__restrict__ __par0,   _ZN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5E __par1,  unsigned char *__restrict__ __par2) {  int *__T0;
 unsigned char *__T1;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__,  _ZN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5E, unsigned char *__restrict__))norm25)), 0U); }
# 40 "v000659.cu"
void norm25( int *__restrict__ __cuda_0, _ZN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5E __cuda_1,unsigned char *__restrict__ __cuda_2)
# 40 "v000659.cu"
{__device_stub__Z6norm25PiN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5EPh( __cuda_0,__cuda_1,__cuda_2);
# 48 "v000659.cu"
}
# 1 "v000659.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather36PiPjS0_y( int *__restrict__ __par0,  unsigned *__par1,  unsigned *__par2,  unsigned long long __par3) {  int *__T2;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned *, unsigned *, unsigned long long))gather36)), 0U); }
# 51 "v000659.cu"
void gather36( int *__restrict__ __cuda_0,unsigned *__cuda_1,unsigned *__cuda_2,unsigned long long __cuda_3)
# 51 "v000659.cu"
{__device_stub__Z8gather36PiPjS0_y( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "v000659.cu"
}
# 1 "v000659.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, unsigned *, unsigned *, unsigned long long))gather36), _Z8gather36PiPjS0_y, 64); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__,  _ZN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5E, unsigned char *__restrict__))norm25), _Z6norm25PiN43_GLOBAL__N__9ff5152e_10_v000659_cu_b05408ec6Phase5EPh, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, double, int))relax10), _Z7relax10idi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
