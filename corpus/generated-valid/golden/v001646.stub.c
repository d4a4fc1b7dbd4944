#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001646.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tally5_kerneliPii(int, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count14PKfiPd7Phase11(const float *, int, double *, enum Phase11);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp22PjfPdPKf(unsigned *, float, double *, const float *);
static void __device_stub__Z9scatter33Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail407inner417blend46Ei(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tally5_kerneliPii(int __par0, int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, int))tally5_kernel)), 0U);}
# 15 "v001646.cu"
void tally5_kernel( int __cuda_0,int *__cuda_1,int __cuda_2)
# 15 "v001646.cu"
{__device_stub__Z13tally5_kerneliPii( __cuda_0,__cuda_1,__cuda_2);
# 21 "v001646.cu"
}
# 1 "v001646.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count14PKfiPd7Phase11( const float *__par0,  int __par1,  double *__par2,  enum Phase11 __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, int, double *, enum Phase11))count14)), 0U); }
# 24 "v001646.cu"
void count14( const float *__cuda_0,int __cuda_1,double *__cuda_2,enum ::Phase11 __cuda_3)
# 24 "v001646.cu"
{__device_stub__Z7count14PKfiPd7Phase11( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v001646.cu"
}
# 1 "v001646.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp22PjfPdPKf( unsigned *__par0,  float __par1,  double *__par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, float, double *, const float *))clamp22)), 0U); }
# 34 "v001646.cu"
void clamp22( unsigned *__cuda_0,float __cuda_1,double *__cuda_2,const float *__cuda_3)
# 34 "v001646.cu"
{__device_stub__Z7clamp22PjfPdPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v001646.cu"
}
# 1 "v001646.cudafe1.stub.c"
static void __device_stub__Z9scatter33Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))scatter33)), 0U); }
# 45 "v001646.cu"
static void scatter33( int *__cuda_0)
# 45 "v001646.cu"
{__device_stub__Z9scatter33Pi( __cuda_0);
# 56 "v001646.cu"
}
# 1 "v001646.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail407inner417blend46Ei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))detail40::inner41::blend46)), 0U); }
# 65 "v001646.cu"
void detail40::inner41::blend46( int __cuda_0)
# 65 "v001646.cu"
{__device_stub__ZN8detail407inner417blend46Ei( __cuda_0);
# 77 "v001646.cu"
}
# 1 "v001646.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))detail40::inner41::blend46), _ZN8detail407inner417blend46Ei, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))scatter33), _Z9scatter33Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, float, double *, const float *))clamp22), _Z7clamp22PjfPdPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int, double *, enum Phase11))count14), _Z7count14PKfiPd7Phase11, 256); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, int))tally5_kernel), _Z13tally5_kerneliPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
